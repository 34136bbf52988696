// The address book: every address with its own forms (edit, delete, make default) and a form for a new one.
// Plain forms posting to the page, so it works without JavaScript; with it, Remix submits them in place and the
// page's data is fetched again after each change.
import {Form, useNavigation} from '@remix-run/react';
import type {FormError} from '~/commerce/customer-errors';
import {ADDRESS_FIELDS, type AddressFields} from '~/commerce/account-addresses';
import {AddressLines} from './AddressLines';
import {AuthField, fieldErrors, FormErrors, FormNotice, SubmitButton, useAuthStrings} from './AuthFields';

type BookAddress = {[Field in keyof AddressFields]?: string | null} & {
  id: string;
  formatted: string[];
};
export type AddressBookData = {
  addresses: BookAddress[];
  defaultId: string | null;
};

export type AddressAnswer = {
  intent: 'create' | 'update' | 'delete' | 'default' | null;
  addressId?: string;
  done?: boolean;
  errors?: FormError[];
  book?: AddressBookData;
};

const AUTOCOMPLETE: Record<keyof AddressFields, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  address1: 'address-line1',
  address2: 'address-line2',
  zip: 'postal-code',
  city: 'address-level2',
  province: 'address-level1',
  country: 'country-name',
  phone: 'tel',
};

function AddressForm({
  intent,
  address,
  errors,
  busy,
}: {
  intent: 'create' | 'update';
  address?: BookAddress;
  errors: FormError[];
  busy: boolean;
}) {
  const strings = useAuthStrings();
  return (
    <Form method="post" className="flex flex-col gap-3" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {address ? <input type="hidden" name="addressId" value={address.id} /> : null}
      <FormErrors errors={errors} shownFields={ADDRESS_FIELDS} />
      {ADDRESS_FIELDS.map((field) => (
        <AuthField
          key={field}
          name={field}
          type={field === 'phone' ? 'tel' : 'text'}
          autoComplete={AUTOCOMPLETE[field]}
          label={strings[field]}
          defaultValue={address?.[field] ?? ''}
          errors={fieldErrors(errors, field)}
        />
      ))}
      <SubmitButton label={strings.saveSubmit} busy={busy} busyLabel={strings.submitting} />
    </Form>
  );
}

export function AddressBook({book, answer}: {book: AddressBookData | null; answer: AddressAnswer | null}) {
  const strings = useAuthStrings();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  if (!book) return <p role="alert">{strings.errorGeneric}</p>;
  const errorsFor = (intent: AddressAnswer['intent'], id?: string) =>
    answer && answer.intent === intent && answer.addressId === id ? answer.errors ?? [] : [];
  const notice =
    answer?.done && answer.intent
      ? {
          create: strings.addressSaved,
          update: strings.addressSaved,
          delete: strings.addressDeleted,
          default: strings.defaultSet,
        }[answer.intent]
      : null;
  const createErrors = errorsFor('create');
  return (
    <div className="flex flex-col gap-6">
      {notice ? <FormNotice>{notice}</FormNotice> : null}
      {answer && !answer.done && answer.intent !== 'create' && answer.intent !== 'update' ? (
        <FormErrors errors={answer.errors ?? []} shownFields={[]} />
      ) : null}
      {book.addresses.length ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {book.addresses.map((address) => {
            const isDefault = address.id === book.defaultId;
            const updateErrors = errorsFor('update', address.id);
            return (
              <li key={address.id} className="flex flex-col gap-3 rounded border border-neutral-300 p-4">
                {isDefault ? <p className="text-sm font-semibold">{strings.defaultAddress}</p> : null}
                <AddressLines address={address} />
                <div className="flex flex-wrap gap-2">
                  {isDefault ? null : (
                    <Form method="post">
                      <input type="hidden" name="intent" value="default" />
                      <input type="hidden" name="addressId" value={address.id} />
                      <button type="submit" className="min-h-11 rounded border border-neutral-400 px-3">
                        {strings.makeDefault}
                      </button>
                    </Form>
                  )}
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="addressId" value={address.id} />
                    <button type="submit" className="min-h-11 rounded border border-neutral-400 px-3">
                      {strings.deleteAddress}
                    </button>
                  </Form>
                </div>
                <details open={updateErrors.length > 0}>
                  <summary className="min-h-11 cursor-pointer py-2 underline underline-offset-4">
                    {strings.editAddress}
                  </summary>
                  <AddressForm intent="update" address={address} errors={updateErrors} busy={busy} />
                </details>
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{strings.noAddresses}</p>
      )}
      <details open={!book.addresses.length || createErrors.length > 0}>
        <summary className="min-h-11 cursor-pointer py-2 text-lg font-semibold">{strings.addAddress}</summary>
        <AddressForm intent="create" errors={createErrors} busy={busy} />
      </details>
    </div>
  );
}
