// UI strings of the account area shared by its pages (navigation, titles, sign-out). They live beside the
// components, not in locales/: account pages are private and their words never weigh on public pages. Belgian
// markets use their language. Each account feature keeps its own strings module the same way.
import type {Language} from '~/markets/markets';

const nl = {
  accountTitle: 'Mijn account',
  accountNavigation: 'Accountmenu',
  navOverview: 'Overzicht',
  navOrders: 'Bestellingen',
  navProfile: 'Gegevens',
  navAddresses: 'Adressen',
  navLoyalty: 'Spaarpunten',
  signOut: 'Uitloggen',
};

export type AccountStrings = {[Key in keyof typeof nl]: string};

export const ACCOUNT_STRINGS: Record<Language, AccountStrings> = {
  nl,
  de: {
    accountTitle: 'Mein Konto',
    accountNavigation: 'Kontomenü',
    navOverview: 'Übersicht',
    navOrders: 'Bestellungen',
    navProfile: 'Meine Daten',
    navAddresses: 'Adressen',
    navLoyalty: 'Treuepunkte',
    signOut: 'Abmelden',
  },
  en: {
    accountTitle: 'My account',
    accountNavigation: 'Account menu',
    navOverview: 'Overview',
    navOrders: 'Orders',
    navProfile: 'Details',
    navAddresses: 'Addresses',
    navLoyalty: 'Loyalty points',
    signOut: 'Sign out',
  },
  it: {
    accountTitle: 'Il mio account',
    accountNavigation: 'Menu account',
    navOverview: 'Panoramica',
    navOrders: 'Ordini',
    navProfile: 'Dati personali',
    navAddresses: 'Indirizzi',
    navLoyalty: 'Punti fedeltà',
    signOut: 'Esci',
  },
  fr: {
    accountTitle: 'Mon compte',
    accountNavigation: 'Menu du compte',
    navOverview: 'Aperçu',
    navOrders: 'Commandes',
    navProfile: 'Mes informations',
    navAddresses: 'Adresses',
    navLoyalty: 'Points de fidélité',
    signOut: 'Se déconnecter',
  },
};
