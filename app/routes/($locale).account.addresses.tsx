import {useActionData, useLoaderData} from '@remix-run/react';
import {json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {addressFromForm, MAX_ADDRESSES, ownAddressId, publicAddressId} from '~/commerce/account-addresses';
import {requireCustomer} from '~/commerce/customer-access.server';
import {
  createAddress,
  deleteAddress,
  fetchAccountCustomer,
  setDefaultAddress,
  updateAddress,
  type AccountCustomer,
  type CustomerResult,
} from '~/commerce/customer.server';
import {AUTH_STRINGS} from '~/components/account/auth-strings';
import {AccountPage} from '~/components/account/AccountPage';
import {AddressBook, type AddressAnswer} from '~/components/account/AddressBook';
import {accountHeaders as headers, accountMeta} from '~/http/account-pages';
import {privateHeaders} from '~/http/cache-control';
import {assertMarketPath} from '~/markets/guard.server';

export const meta: MetaFunction<typeof loader> = ({data}) => accountMeta(data?.title);
export {headers};

/** The addresses as the page may hold them: ids without the access token in them. */
function addressBook(customer: AccountCustomer) {
  const addresses = customer.addresses.nodes.map((address) => ({
    ...address,
    id: publicAddressId(address.id),
  }));
  const defaultId = customer.defaultAddress ? publicAddressId(customer.defaultAddress.id) : null;
  return {addresses, defaultId};
}

export async function loader({params, context, request}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const {token} = await requireCustomer(context, request);
  const customer = await fetchAccountCustomer(context.storefront, token.accessToken);
  return json(
    {
      title: AUTH_STRINGS[context.market.language].addressesTitle,
      book: customer.ok ? addressBook(customer.value) : null,
    },
    {headers: privateHeaders()},
  );
}

const INTENTS = ['create', 'update', 'delete', 'default'] as const;
type Intent = (typeof INTENTS)[number];

/**
 * Spec §4: after a create, update or delete the customer is fetched again (the loader's revalidation does it);
 * setting the default address replaces the customer with the one the answer returned.
 */
export async function action({params, context, request}: ActionFunctionArgs) {
  assertMarketPath(params, context);
  const {token} = await requireCustomer(context, request);
  const form = await request.formData();
  const intent = form.get('intent') as Intent;
  const answer = (body: AddressAnswer, status = 200) => json(body, {status, headers: privateHeaders()});
  if (!INTENTS.includes(intent))
    return answer(
      {
        intent: null,
        errors: [{field: null, message: 'Unknown action', code: null}],
      },
      400,
    );

  const current = await fetchAccountCustomer(context.storefront, token.accessToken);
  if (!current.ok) return answer({intent, errors: current.errors}, 400);
  const addresses = current.value.addresses.nodes;

  if (intent === 'create') {
    if (addresses.length >= MAX_ADDRESSES) {
      return answer(
        {
          intent,
          errors: [
            {
              field: null,
              message: 'Address limit reached',
              code: 'ADDRESS_LIMIT',
            },
          ],
        },
        400,
      );
    }
    return outcome(intent, await createAddress(context.storefront, token.accessToken, addressFromForm(form)), answer);
  }
  const id = ownAddressId(form.get('addressId'), addresses);
  // An id that is not one of the customer's own addresses is answered as if it did not exist.
  if (!id)
    return answer(
      {
        intent,
        errors: [{field: null, message: 'Address not found', code: 'NOT_FOUND'}],
      },
      404,
    );
  const formId = publicAddressId(id);
  if (intent === 'update') {
    return outcome(
      intent,
      await updateAddress(context.storefront, token.accessToken, id, addressFromForm(form)),
      answer,
      formId,
    );
  }
  if (intent === 'delete')
    return outcome(intent, await deleteAddress(context.storefront, token.accessToken, id), answer, formId);
  const result = await setDefaultAddress(context.storefront, token.accessToken, id);
  if (!result.ok) return answer({intent, addressId: formId, errors: result.errors}, 400);
  return answer({
    intent,
    addressId: formId,
    done: true,
    book: addressBook(result.value),
  });
}

function outcome(
  intent: Intent,
  result: CustomerResult<unknown>,
  answer: (body: AddressAnswer, status?: number) => Response,
  addressId?: string,
) {
  if (!result.ok) return answer({intent, addressId, errors: result.errors}, 400);
  return answer({intent, addressId, done: true});
}

export default function AddressesPage() {
  const {title, book} = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as AddressAnswer | undefined;
  return (
    <AccountPage title={title}>
      <AddressBook book={book} answer={answer ?? null} />
    </AccountPage>
  );
}
