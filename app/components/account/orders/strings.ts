// Words of the account's order pages in each language (Belgian markets use their language), beside the
// components like the account frame's own (account-strings.ts): private pages, no weight on public ones.
// `{name}`-style placeholders are filled with `format` (~locales/index).
import type {CancelReasonWord, FinancialStatusWord, FulfillmentStatusWord, TotalRowKey} from '~/commerce/order-view';
import type {Language} from '~/markets/markets';

export type OrdersStrings = {
  ordersTitle: string;
  /** `{name}`: the order's name (#1001). */
  orderTitle: string;
  ordersCount: string;
  /** `ordersCount` for exactly one order (the count forms are plurals). */
  ordersCountOne: string;
  ordersEmpty: string;
  ordersShop: string;
  ordersBadPage: string;
  ordersPaging: string;
  ordersNext: string;
  ordersPrevious: string;
  ordersViewAll: string;
  ordersLatest: string;
  /** Overview: `{count}` orders; `ordersCountMore` when there are more than counted. */
  ordersSummaryCount: string;
  ordersSummaryCountOne: string;
  ordersSummaryCountMore: string;
  colDate: string;
  colPayment: string;
  colFulfillment: string;
  colTotal: string;
  viewOrder: string;
  backToOrders: string;
  placedOn: string;
  orderNumber: string;
  payment: string;
  fulfillment: string;
  cancelled: string;
  cancelledOn: string;
  cancelReasonLabel: string;
  edited: string;
  statusPage: string;
  items: string;
  colProduct: string;
  colQuantity: string;
  colPrice: string;
  /** `{quantity}`: what was ordered, when the line lost items since. */
  quantityOrdered: string;
  removed: string;
  gift: string;
  sku: string;
  discountsTitle: string;
  discountOnItems: string;
  discountOnShipping: string;
  discountCode: string;
  discountAutomatic: string;
  discountManual: string;
  totalsTitle: string;
  colOriginal: string;
  colCurrent: string;
  refunded: string;
  shippingAddress: string;
  billingAddress: string;
  noAddress: string;
  trackingTitle: string;
  trackingNone: string;
  trackingCompany: string;
  trackingNumber: string;
  trackPackage: string;
  /** A tracking link without a number. */
  trackingLink: string;
  totals: Record<TotalRowKey, string>;
  financialStatus: Record<FinancialStatusWord, string>;
  fulfillmentStatus: Record<FulfillmentStatusWord, string>;
  cancelReason: Record<CancelReasonWord, string>;
};

const nl: OrdersStrings = {
  ordersTitle: 'Bestellingen',
  orderTitle: 'Bestelling {name}',
  ordersCount: '{count} bestellingen in totaal',
  ordersCountOne: '1 bestelling in totaal',
  ordersEmpty: 'Je hebt nog geen bestellingen geplaatst.',
  ordersShop: 'Naar de producten',
  ordersBadPage: 'Die pagina van je bestellingen bestaat niet (meer); dit is de eerste pagina.',
  ordersPaging: 'Pagina’s met bestellingen',
  ordersNext: 'Oudere bestellingen',
  ordersPrevious: 'Nieuwere bestellingen',
  ordersViewAll: 'Alle bestellingen',
  ordersLatest: 'Recente bestellingen',
  ordersSummaryCount: '{count} bestellingen',
  ordersSummaryCountOne: '1 bestelling',
  ordersSummaryCountMore: 'Meer dan {count} bestellingen',
  colDate: 'Datum',
  colPayment: 'Betaling',
  colFulfillment: 'Verzending',
  colTotal: 'Totaal',
  viewOrder: 'Bekijk bestelling {name}',
  backToOrders: 'Terug naar bestellingen',
  placedOn: 'Geplaatst op',
  orderNumber: 'Bestelnummer',
  payment: 'Betaling',
  fulfillment: 'Verzending',
  cancelled: 'Geannuleerd',
  cancelledOn: 'Geannuleerd op',
  cancelReasonLabel: 'Reden',
  edited: 'Deze bestelling is na het plaatsen gewijzigd.',
  statusPage: 'Status van de bestelling bij Shopify',
  items: 'Artikelen',
  colProduct: 'Product',
  colQuantity: 'Aantal',
  colPrice: 'Prijs',
  quantityOrdered: 'besteld: {quantity}',
  removed: 'verwijderd',
  gift: 'Cadeau',
  sku: 'Artikelnummer',
  discountsTitle: 'Kortingen',
  discountOnItems: 'op artikelen',
  discountOnShipping: 'op verzending',
  discountCode: 'Kortingscode',
  discountAutomatic: 'Automatische korting',
  discountManual: 'Korting',
  totalsTitle: 'Totalen',
  colOriginal: 'Bij bestelling',
  colCurrent: 'Nu',
  refunded: 'Terugbetaald',
  shippingAddress: 'Verzendadres',
  billingAddress: 'Factuuradres',
  noAddress: 'Geen adres',
  trackingTitle: 'Verzending volgen',
  trackingNone: 'Nog geen track & trace.',
  trackingCompany: 'Vervoerder',
  trackingNumber: 'Trackingnummer',
  trackPackage: 'Volg pakket {number}',
  trackingLink: 'Volg je pakket',
  totals: {subtotal: 'Subtotaal', shipping: 'Verzending', tax: 'Btw', duties: 'Invoerrechten', total: 'Totaal'},
  financialStatus: {
    AUTHORIZED: 'Geautoriseerd',
    PAID: 'Betaald',
    PARTIALLY_PAID: 'Deels betaald',
    PARTIALLY_REFUNDED: 'Deels terugbetaald',
    PENDING: 'In afwachting',
    REFUNDED: 'Terugbetaald',
    VOIDED: 'Vervallen',
    UNKNOWN: 'Onbekend',
  },
  fulfillmentStatus: {
    FULFILLED: 'Verzonden',
    IN_PROGRESS: 'In behandeling',
    ON_HOLD: 'Gepauzeerd',
    OPEN: 'Open',
    PARTIALLY_FULFILLED: 'Deels verzonden',
    PENDING_FULFILLMENT: 'Wordt verwerkt',
    RESTOCKED: 'Teruggeboekt',
    SCHEDULED: 'Gepland',
    UNFULFILLED: 'Nog niet verzonden',
    UNKNOWN: 'Onbekend',
  },
  cancelReason: {
    CUSTOMER: 'Op jouw verzoek',
    DECLINED: 'Betaling geweigerd',
    FRAUD: 'Vermoeden van fraude',
    INVENTORY: 'Niet op voorraad',
    OTHER: 'Andere reden',
    STAFF: 'Fout van ons',
    UNKNOWN: 'Onbekend',
  },
};

const de: OrdersStrings = {
  ordersTitle: 'Bestellungen',
  orderTitle: 'Bestellung {name}',
  ordersCount: '{count} Bestellungen insgesamt',
  ordersCountOne: '1 Bestellung insgesamt',
  ordersEmpty: 'Du hast noch keine Bestellungen aufgegeben.',
  ordersShop: 'Zu den Produkten',
  ordersBadPage: 'Diese Seite deiner Bestellungen gibt es nicht (mehr); hier ist die erste Seite.',
  ordersPaging: 'Seiten mit Bestellungen',
  ordersNext: 'Ältere Bestellungen',
  ordersPrevious: 'Neuere Bestellungen',
  ordersViewAll: 'Alle Bestellungen',
  ordersLatest: 'Letzte Bestellungen',
  ordersSummaryCount: '{count} Bestellungen',
  ordersSummaryCountOne: '1 Bestellung',
  ordersSummaryCountMore: 'Mehr als {count} Bestellungen',
  colDate: 'Datum',
  colPayment: 'Zahlung',
  colFulfillment: 'Versand',
  colTotal: 'Gesamt',
  viewOrder: 'Bestellung {name} ansehen',
  backToOrders: 'Zurück zu den Bestellungen',
  placedOn: 'Bestellt am',
  orderNumber: 'Bestellnummer',
  payment: 'Zahlung',
  fulfillment: 'Versand',
  cancelled: 'Storniert',
  cancelledOn: 'Storniert am',
  cancelReasonLabel: 'Grund',
  edited: 'Diese Bestellung wurde nach der Bestellung geändert.',
  statusPage: 'Bestellstatus bei Shopify',
  items: 'Artikel',
  colProduct: 'Produkt',
  colQuantity: 'Menge',
  colPrice: 'Preis',
  quantityOrdered: 'bestellt: {quantity}',
  removed: 'entfernt',
  gift: 'Geschenk',
  sku: 'Artikelnummer',
  discountsTitle: 'Rabatte',
  discountOnItems: 'auf Artikel',
  discountOnShipping: 'auf den Versand',
  discountCode: 'Rabattcode',
  discountAutomatic: 'Automatischer Rabatt',
  discountManual: 'Rabatt',
  totalsTitle: 'Summen',
  colOriginal: 'Bei Bestellung',
  colCurrent: 'Aktuell',
  refunded: 'Erstattet',
  shippingAddress: 'Lieferadresse',
  billingAddress: 'Rechnungsadresse',
  noAddress: 'Keine Adresse',
  trackingTitle: 'Sendungsverfolgung',
  trackingNone: 'Noch keine Sendungsverfolgung.',
  trackingCompany: 'Versanddienst',
  trackingNumber: 'Sendungsnummer',
  trackPackage: 'Paket {number} verfolgen',
  trackingLink: 'Paket verfolgen',
  totals: {subtotal: 'Zwischensumme', shipping: 'Versand', tax: 'MwSt.', duties: 'Zölle', total: 'Gesamt'},
  financialStatus: {
    AUTHORIZED: 'Autorisiert',
    PAID: 'Bezahlt',
    PARTIALLY_PAID: 'Teilweise bezahlt',
    PARTIALLY_REFUNDED: 'Teilweise erstattet',
    PENDING: 'Ausstehend',
    REFUNDED: 'Erstattet',
    VOIDED: 'Storniert',
    UNKNOWN: 'Unbekannt',
  },
  fulfillmentStatus: {
    FULFILLED: 'Versendet',
    IN_PROGRESS: 'In Bearbeitung',
    ON_HOLD: 'Angehalten',
    OPEN: 'Offen',
    PARTIALLY_FULFILLED: 'Teilweise versendet',
    PENDING_FULFILLMENT: 'Wird bearbeitet',
    RESTOCKED: 'Zurückgebucht',
    SCHEDULED: 'Geplant',
    UNFULFILLED: 'Noch nicht versendet',
    UNKNOWN: 'Unbekannt',
  },
  cancelReason: {
    CUSTOMER: 'Auf deinen Wunsch',
    DECLINED: 'Zahlung abgelehnt',
    FRAUD: 'Betrugsverdacht',
    INVENTORY: 'Nicht vorrätig',
    OTHER: 'Anderer Grund',
    STAFF: 'Fehler unsererseits',
    UNKNOWN: 'Unbekannt',
  },
};

const en: OrdersStrings = {
  ordersTitle: 'Orders',
  orderTitle: 'Order {name}',
  ordersCount: '{count} orders in total',
  ordersCountOne: '1 order in total',
  ordersEmpty: 'You have not placed any orders yet.',
  ordersShop: 'Browse the products',
  ordersBadPage: 'That page of your orders does not exist (any more); this is the first page.',
  ordersPaging: 'Pages of orders',
  ordersNext: 'Older orders',
  ordersPrevious: 'Newer orders',
  ordersViewAll: 'All orders',
  ordersLatest: 'Recent orders',
  ordersSummaryCount: '{count} orders',
  ordersSummaryCountOne: '1 order',
  ordersSummaryCountMore: 'More than {count} orders',
  colDate: 'Date',
  colPayment: 'Payment',
  colFulfillment: 'Delivery',
  colTotal: 'Total',
  viewOrder: 'View order {name}',
  backToOrders: 'Back to orders',
  placedOn: 'Placed on',
  orderNumber: 'Order number',
  payment: 'Payment',
  fulfillment: 'Delivery',
  cancelled: 'Cancelled',
  cancelledOn: 'Cancelled on',
  cancelReasonLabel: 'Reason',
  edited: 'This order was changed after it was placed.',
  statusPage: 'Order status at Shopify',
  items: 'Items',
  colProduct: 'Product',
  colQuantity: 'Quantity',
  colPrice: 'Price',
  quantityOrdered: 'ordered: {quantity}',
  removed: 'removed',
  gift: 'Gift',
  sku: 'SKU',
  discountsTitle: 'Discounts',
  discountOnItems: 'on items',
  discountOnShipping: 'on shipping',
  discountCode: 'Discount code',
  discountAutomatic: 'Automatic discount',
  discountManual: 'Discount',
  totalsTitle: 'Totals',
  colOriginal: 'When ordered',
  colCurrent: 'Now',
  refunded: 'Refunded',
  shippingAddress: 'Shipping address',
  billingAddress: 'Billing address',
  noAddress: 'No address',
  trackingTitle: 'Tracking',
  trackingNone: 'No tracking yet.',
  trackingCompany: 'Carrier',
  trackingNumber: 'Tracking number',
  trackPackage: 'Track parcel {number}',
  trackingLink: 'Track your parcel',
  totals: {subtotal: 'Subtotal', shipping: 'Shipping', tax: 'VAT', duties: 'Duties', total: 'Total'},
  financialStatus: {
    AUTHORIZED: 'Authorised',
    PAID: 'Paid',
    PARTIALLY_PAID: 'Partly paid',
    PARTIALLY_REFUNDED: 'Partly refunded',
    PENDING: 'Pending',
    REFUNDED: 'Refunded',
    VOIDED: 'Voided',
    UNKNOWN: 'Unknown',
  },
  fulfillmentStatus: {
    FULFILLED: 'Shipped',
    IN_PROGRESS: 'In progress',
    ON_HOLD: 'On hold',
    OPEN: 'Open',
    PARTIALLY_FULFILLED: 'Partly shipped',
    PENDING_FULFILLMENT: 'Being prepared',
    RESTOCKED: 'Restocked',
    SCHEDULED: 'Scheduled',
    UNFULFILLED: 'Not shipped yet',
    UNKNOWN: 'Unknown',
  },
  cancelReason: {
    CUSTOMER: 'At your request',
    DECLINED: 'Payment declined',
    FRAUD: 'Suspected fraud',
    INVENTORY: 'Out of stock',
    OTHER: 'Other reason',
    STAFF: 'Our mistake',
    UNKNOWN: 'Unknown',
  },
};

const it: OrdersStrings = {
  ordersTitle: 'Ordini',
  orderTitle: 'Ordine {name}',
  ordersCount: '{count} ordini in totale',
  ordersCountOne: '1 ordine in totale',
  ordersEmpty: 'Non hai ancora effettuato ordini.',
  ordersShop: 'Scopri i prodotti',
  ordersBadPage: 'Questa pagina dei tuoi ordini non esiste (più); ecco la prima pagina.',
  ordersPaging: 'Pagine degli ordini',
  ordersNext: 'Ordini precedenti',
  ordersPrevious: 'Ordini più recenti',
  ordersViewAll: 'Tutti gli ordini',
  ordersLatest: 'Ordini recenti',
  ordersSummaryCount: '{count} ordini',
  ordersSummaryCountOne: '1 ordine',
  ordersSummaryCountMore: 'Più di {count} ordini',
  colDate: 'Data',
  colPayment: 'Pagamento',
  colFulfillment: 'Spedizione',
  colTotal: 'Totale',
  viewOrder: 'Vedi ordine {name}',
  backToOrders: 'Torna agli ordini',
  placedOn: 'Effettuato il',
  orderNumber: 'Numero d’ordine',
  payment: 'Pagamento',
  fulfillment: 'Spedizione',
  cancelled: 'Annullato',
  cancelledOn: 'Annullato il',
  cancelReasonLabel: 'Motivo',
  edited: 'Questo ordine è stato modificato dopo l’acquisto.',
  statusPage: 'Stato dell’ordine su Shopify',
  items: 'Articoli',
  colProduct: 'Prodotto',
  colQuantity: 'Quantità',
  colPrice: 'Prezzo',
  quantityOrdered: 'ordinati: {quantity}',
  removed: 'rimosso',
  gift: 'Omaggio',
  sku: 'Codice articolo',
  discountsTitle: 'Sconti',
  discountOnItems: 'sugli articoli',
  discountOnShipping: 'sulla spedizione',
  discountCode: 'Codice sconto',
  discountAutomatic: 'Sconto automatico',
  discountManual: 'Sconto',
  totalsTitle: 'Totali',
  colOriginal: 'All’ordine',
  colCurrent: 'Ora',
  refunded: 'Rimborsato',
  shippingAddress: 'Indirizzo di spedizione',
  billingAddress: 'Indirizzo di fatturazione',
  noAddress: 'Nessun indirizzo',
  trackingTitle: 'Tracciamento',
  trackingNone: 'Nessun tracciamento per ora.',
  trackingCompany: 'Corriere',
  trackingNumber: 'Numero di tracciamento',
  trackPackage: 'Traccia il pacco {number}',
  trackingLink: 'Traccia il pacco',
  totals: {subtotal: 'Subtotale', shipping: 'Spedizione', tax: 'IVA', duties: 'Dazi', total: 'Totale'},
  financialStatus: {
    AUTHORIZED: 'Autorizzato',
    PAID: 'Pagato',
    PARTIALLY_PAID: 'Pagato in parte',
    PARTIALLY_REFUNDED: 'Rimborsato in parte',
    PENDING: 'In attesa',
    REFUNDED: 'Rimborsato',
    VOIDED: 'Annullato',
    UNKNOWN: 'Sconosciuto',
  },
  fulfillmentStatus: {
    FULFILLED: 'Spedito',
    IN_PROGRESS: 'In lavorazione',
    ON_HOLD: 'In sospeso',
    OPEN: 'Aperto',
    PARTIALLY_FULFILLED: 'Spedito in parte',
    PENDING_FULFILLMENT: 'In preparazione',
    RESTOCKED: 'Riassortito',
    SCHEDULED: 'Programmato',
    UNFULFILLED: 'Non ancora spedito',
    UNKNOWN: 'Sconosciuto',
  },
  cancelReason: {
    CUSTOMER: 'Su tua richiesta',
    DECLINED: 'Pagamento rifiutato',
    FRAUD: 'Sospetta frode',
    INVENTORY: 'Non disponibile',
    OTHER: 'Altro motivo',
    STAFF: 'Errore nostro',
    UNKNOWN: 'Sconosciuto',
  },
};

const fr: OrdersStrings = {
  ordersTitle: 'Commandes',
  orderTitle: 'Commande {name}',
  ordersCount: '{count} commandes au total',
  ordersCountOne: '1 commande au total',
  ordersEmpty: 'Vous n’avez pas encore passé de commande.',
  ordersShop: 'Découvrir les produits',
  ordersBadPage: 'Cette page de vos commandes n’existe pas (ou plus) ; voici la première page.',
  ordersPaging: 'Pages de commandes',
  ordersNext: 'Commandes plus anciennes',
  ordersPrevious: 'Commandes plus récentes',
  ordersViewAll: 'Toutes les commandes',
  ordersLatest: 'Commandes récentes',
  ordersSummaryCount: '{count} commandes',
  ordersSummaryCountOne: '1 commande',
  ordersSummaryCountMore: 'Plus de {count} commandes',
  colDate: 'Date',
  colPayment: 'Paiement',
  colFulfillment: 'Expédition',
  colTotal: 'Total',
  viewOrder: 'Voir la commande {name}',
  backToOrders: 'Retour aux commandes',
  placedOn: 'Passée le',
  orderNumber: 'Numéro de commande',
  payment: 'Paiement',
  fulfillment: 'Expédition',
  cancelled: 'Annulée',
  cancelledOn: 'Annulée le',
  cancelReasonLabel: 'Motif',
  edited: 'Cette commande a été modifiée après avoir été passée.',
  statusPage: 'Suivi de la commande chez Shopify',
  items: 'Articles',
  colProduct: 'Produit',
  colQuantity: 'Quantité',
  colPrice: 'Prix',
  quantityOrdered: 'commandé : {quantity}',
  removed: 'retiré',
  gift: 'Cadeau',
  sku: 'Référence',
  discountsTitle: 'Réductions',
  discountOnItems: 'sur les articles',
  discountOnShipping: 'sur la livraison',
  discountCode: 'Code de réduction',
  discountAutomatic: 'Réduction automatique',
  discountManual: 'Réduction',
  totalsTitle: 'Totaux',
  colOriginal: 'À la commande',
  colCurrent: 'Actuel',
  refunded: 'Remboursé',
  shippingAddress: 'Adresse de livraison',
  billingAddress: 'Adresse de facturation',
  noAddress: 'Aucune adresse',
  trackingTitle: 'Suivi de livraison',
  trackingNone: 'Pas encore de suivi.',
  trackingCompany: 'Transporteur',
  trackingNumber: 'Numéro de suivi',
  trackPackage: 'Suivre le colis {number}',
  trackingLink: 'Suivre le colis',
  totals: {subtotal: 'Sous-total', shipping: 'Livraison', tax: 'TVA', duties: 'Droits de douane', total: 'Total'},
  financialStatus: {
    AUTHORIZED: 'Autorisé',
    PAID: 'Payée',
    PARTIALLY_PAID: 'Payée en partie',
    PARTIALLY_REFUNDED: 'Remboursée en partie',
    PENDING: 'En attente',
    REFUNDED: 'Remboursée',
    VOIDED: 'Annulé',
    UNKNOWN: 'Inconnu',
  },
  fulfillmentStatus: {
    FULFILLED: 'Expédiée',
    IN_PROGRESS: 'En cours',
    ON_HOLD: 'En attente',
    OPEN: 'Ouverte',
    PARTIALLY_FULFILLED: 'Expédiée en partie',
    PENDING_FULFILLMENT: 'En préparation',
    RESTOCKED: 'Remise en stock',
    SCHEDULED: 'Planifiée',
    UNFULFILLED: 'Pas encore expédiée',
    UNKNOWN: 'Inconnu',
  },
  cancelReason: {
    CUSTOMER: 'À votre demande',
    DECLINED: 'Paiement refusé',
    FRAUD: 'Suspicion de fraude',
    INVENTORY: 'Rupture de stock',
    OTHER: 'Autre motif',
    STAFF: 'Erreur de notre part',
    UNKNOWN: 'Inconnu',
  },
};

export const ORDERS_STRINGS: Record<Language, OrdersStrings> = {nl, de, en, it, fr};

