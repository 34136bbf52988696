// The frame of every signed-in account page: its heading, the account navigation (the current page marked) and
// a sign-out form that works without JavaScript.
import {Form, NavLink} from '@remix-run/react';
import type {ReactNode} from 'react';
import {useRouteContext} from '~/context/route-context';
import {ACCOUNT_STRINGS} from './account-strings';

export type AccountSection = 'overview' | 'orders' | 'profile' | 'addresses';

const SECTIONS: {
  section: AccountSection;
  path: string;
  label: 'navOverview' | 'navOrders' | 'navProfile' | 'navAddresses';
}[] = [
  {section: 'overview', path: '/account', label: 'navOverview'},
  {section: 'orders', path: '/account/orders', label: 'navOrders'},
  {section: 'profile', path: '/account/profile', label: 'navProfile'},
  {section: 'addresses', path: '/account/addresses', label: 'navAddresses'},
];

export function AccountPage({title, children}: {title: string; children: ReactNode}) {
  const {market, path} = useRouteContext();
  const strings = ACCOUNT_STRINGS[market.language];
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 md:py-12">
      <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
      <div className="mt-6 grid gap-8 md:grid-cols-[14rem_1fr]">
        <nav aria-label={strings.accountNavigation}>
          <ul className="flex flex-wrap gap-2 md:flex-col">
            {SECTIONS.map(({section, path: sectionPath, label}) => (
              <li key={section}>
                <NavLink
                  to={path(sectionPath)}
                  end={section === 'overview'}
                  className={({isActive}) =>
                    `block rounded px-3 py-2 underline-offset-4 hover:underline ${
                      isActive ? 'bg-neutral-100 font-semibold' : ''
                    }`
                  }
                >
                  {strings[label]}
                </NavLink>
              </li>
            ))}
            <li>
              <Form method="post" action={path('/account/logout')}>
                <button type="submit" className="block rounded px-3 py-2 text-left underline-offset-4 hover:underline">
                  {strings.signOut}
                </button>
              </Form>
            </li>
          </ul>
        </nav>
        <div>{children}</div>
      </div>
    </div>
  );
}
