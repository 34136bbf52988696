// The shop's legal policies as Shopify's admin holds them (Settings → Policies): HTML bodies per language, read
// through `shop { privacyPolicy refundPolicy shippingPolicy termsOfService }` with @inContext(language:). Demo
// texts, short but shaped like real ones (headings, lists, links, emphasis) so the policy page's rendering of
// Shopify's HTML is exercised.
import type {Language, Localized} from './catalogue';

export type PolicyField = 'privacyPolicy' | 'refundPolicy' | 'shippingPolicy' | 'termsOfService';

export type DemoPolicy = {
  field: PolicyField;
  /** Shopify's fixed handle: the last segment of /policies/{handle}. */
  handle: 'privacy-policy' | 'refund-policy' | 'shipping-policy' | 'terms-of-service';
  /** Numeric part of the gid (gid://shopify/ShopPolicy/<n>). */
  id: number;
  title: Localized;
  body: Localized;
};

const t = (nl: string, de: string, en: string, it: string, fr: string): Localized => ({nl, de, en, it, fr});

const CONTACT = 'service@originalfuel.example';

function body(heading: string, intro: string, items: string[], closing: string): string {
  return [
    `<h2>${heading}</h2>`,
    `<p>${intro}</p>`,
    `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`,
    `<p>${closing} <a href="mailto:${CONTACT}">${CONTACT}</a>.</p>`,
  ].join('\n');
}

export const POLICIES: DemoPolicy[] = [
  {
    field: 'privacyPolicy',
    handle: 'privacy-policy',
    id: 30_110_001,
    title: t('Privacybeleid', 'Datenschutzerklärung', 'Privacy policy', 'Informativa sulla privacy', 'Politique de confidentialité'),
    body: t(
      body(
        'Welke gegevens wij verwerken',
        'Original Fuel B.V. verwerkt je persoonsgegevens volgens de <strong>Algemene verordening gegevensbescherming (AVG)</strong>.',
        ['Naam, adres en e-mailadres om je bestelling te leveren', 'Betaalgegevens, alleen via onze betaalprovider', 'Nieuwsbriefvoorkeuren, alleen met jouw toestemming'],
        'Vragen over je gegevens of een verzoek tot inzage? Mail ons via',
      ),
      body(
        'Welche Daten wir verarbeiten',
        'Die Original Fuel B.V. verarbeitet Ihre personenbezogenen Daten gemäß der <strong>Datenschutz-Grundverordnung (DSGVO)</strong>.',
        ['Name, Anschrift und E-Mail-Adresse zur Lieferung Ihrer Bestellung', 'Zahlungsdaten, nur über unseren Zahlungsanbieter', 'Newsletter-Einstellungen, nur mit Ihrer Einwilligung'],
        'Fragen zu Ihren Daten oder ein Auskunftsersuchen? Schreiben Sie uns an',
      ),
      body(
        'What data we process',
        'Original Fuel B.V. processes your personal data under the <strong>General Data Protection Regulation (GDPR)</strong>.',
        ['Name, address and email address to deliver your order', 'Payment details, only through our payment provider', 'Newsletter preferences, only with your consent'],
        'Questions about your data or a request for access? Email us at',
      ),
      body(
        'Quali dati trattiamo',
        'Original Fuel B.V. tratta i tuoi dati personali secondo il <strong>Regolamento generale sulla protezione dei dati (GDPR)</strong>.',
        ['Nome, indirizzo ed e-mail per consegnare il tuo ordine', 'Dati di pagamento, solo tramite il nostro fornitore di pagamenti', 'Preferenze della newsletter, solo con il tuo consenso'],
        'Domande sui tuoi dati o una richiesta di accesso? Scrivici a',
      ),
      body(
        'Les données que nous traitons',
        'Original Fuel B.V. traite vos données personnelles conformément au <strong>Règlement général sur la protection des données (RGPD)</strong>.',
        ['Nom, adresse et e-mail pour livrer votre commande', 'Données de paiement, uniquement via notre prestataire de paiement', 'Préférences de newsletter, uniquement avec votre consentement'],
        'Des questions sur vos données ou une demande d’accès ? Écrivez-nous à',
      ),
    ),
  },
  {
    field: 'refundPolicy',
    handle: 'refund-policy',
    id: 30_110_002,
    title: t('Retourbeleid', 'Rückerstattungsrichtlinie', 'Refund policy', 'Politica di rimborso', 'Politique de remboursement'),
    body: t(
      body(
        'Herroepingsrecht van 14 dagen',
        'Je mag je bestelling binnen <strong>14 dagen</strong> na ontvangst zonder opgave van redenen retourneren.',
        ['Ongeopende producten in de originele verpakking', 'Wij betalen het aankoopbedrag binnen 14 dagen terug', 'Geopende voedingsproducten kunnen om hygiënische redenen niet retour'],
        'Een retour aanmelden doe je via',
      ),
      body(
        '14 Tage Widerrufsrecht',
        'Sie können Ihre Bestellung innerhalb von <strong>14 Tagen</strong> nach Erhalt ohne Angabe von Gründen zurücksenden.',
        ['Ungeöffnete Produkte in der Originalverpackung', 'Wir erstatten den Kaufpreis innerhalb von 14 Tagen', 'Geöffnete Lebensmittel sind aus hygienischen Gründen vom Umtausch ausgeschlossen'],
        'Eine Rücksendung melden Sie an unter',
      ),
      body(
        '14-day right of withdrawal',
        'You may return your order within <strong>14 days</strong> of receipt without giving a reason.',
        ['Unopened products in their original packaging', 'We refund the purchase price within 14 days', 'Opened food products cannot be returned for hygiene reasons'],
        'To register a return, email',
      ),
      body(
        'Diritto di recesso di 14 giorni',
        'Puoi restituire il tuo ordine entro <strong>14 giorni</strong> dal ricevimento senza indicarne il motivo.',
        ['Prodotti non aperti nella confezione originale', 'Rimborsiamo il prezzo d’acquisto entro 14 giorni', 'Gli alimenti aperti non possono essere restituiti per motivi igienici'],
        'Per registrare un reso scrivi a',
      ),
      body(
        'Droit de rétractation de 14 jours',
        'Vous pouvez retourner votre commande dans les <strong>14 jours</strong> suivant sa réception sans justification.',
        ['Produits non ouverts dans leur emballage d’origine', 'Nous remboursons le prix d’achat sous 14 jours', 'Les denrées ouvertes ne peuvent être retournées pour des raisons d’hygiène'],
        'Pour enregistrer un retour, écrivez à',
      ),
    ),
  },
  {
    field: 'shippingPolicy',
    handle: 'shipping-policy',
    id: 30_110_003,
    title: t('Verzendbeleid', 'Versandrichtlinie', 'Shipping policy', 'Politica di spedizione', 'Politique d’expédition'),
    body: t(
      body(
        'Levering',
        'Op werkdagen voor 22:00 besteld is <em>de volgende werkdag</em> in Nederland en België in huis.',
        ['Nederland en België: gratis vanaf € 50', 'Duitsland, Frankrijk en Italië: 2–4 werkdagen', 'Je ontvangt een track-and-tracecode per e-mail'],
        'Vragen over je zending? Mail',
      ),
      body(
        'Lieferung',
        'Werktags bis 22:00 Uhr bestellt, in Deutschland <em>in 2–3 Werktagen</em> geliefert.',
        ['Deutschland: versandkostenfrei ab 50 €', 'Niederlande und Belgien: 1–2 Werktage', 'Sie erhalten eine Sendungsverfolgung per E-Mail'],
        'Fragen zu Ihrer Sendung? Schreiben Sie an',
      ),
      body(
        'Delivery',
        'Ordered on a working day before 22:00, delivered <em>within 1–4 working days</em> across the EU.',
        ['Netherlands and Belgium: free from €50', 'Germany, France and Italy: 2–4 working days', 'You receive a tracking code by email'],
        'Questions about your parcel? Email',
      ),
      body(
        'Consegna',
        'Ordinato in un giorno lavorativo entro le 22:00, consegnato in Italia <em>in 2–4 giorni lavorativi</em>.',
        ['Italia: spedizione gratuita da 50 €', 'Paesi Bassi e Belgio: 1–2 giorni lavorativi', 'Riceverai un codice di tracciamento via e-mail'],
        'Domande sulla spedizione? Scrivi a',
      ),
      body(
        'Livraison',
        'Commandé un jour ouvré avant 22h00, livré <em>en 1 à 4 jours ouvrés</em> en France et en Belgique.',
        ['France : livraison offerte dès 50 €', 'Belgique : 1 à 2 jours ouvrés', 'Vous recevez un numéro de suivi par e-mail'],
        'Une question sur votre colis ? Écrivez à',
      ),
    ),
  },
  {
    field: 'termsOfService',
    handle: 'terms-of-service',
    id: 30_110_004,
    title: t('Algemene voorwaarden', 'Allgemeine Geschäftsbedingungen', 'Terms of service', 'Termini di servizio', 'Conditions générales de vente'),
    body: t(
      body(
        'Artikel 1 – Toepasselijkheid',
        'Deze voorwaarden gelden voor elke bestelling bij Original Fuel B.V., KvK 12345678.',
        ['Prijzen zijn in euro, inclusief btw', 'Een overeenkomst komt tot stand na onze orderbevestiging', 'Op deze voorwaarden is Nederlands recht van toepassing'],
        'Klachten ontvangen we graag via',
      ),
      body(
        '§ 1 Geltungsbereich',
        'Diese Bedingungen gelten für jede Bestellung bei der Original Fuel B.V., KvK 12345678.',
        ['Preise in Euro inklusive Mehrwertsteuer', 'Der Vertrag kommt mit unserer Auftragsbestätigung zustande', 'Verbraucherschutzvorschriften Ihres Wohnsitzlandes bleiben unberührt'],
        'Beschwerden richten Sie bitte an',
      ),
      body(
        'Article 1 – Scope',
        'These terms apply to every order placed with Original Fuel B.V., Chamber of Commerce 12345678.',
        ['Prices are in euros, VAT included', 'A contract is formed once we confirm your order', 'Consumer protection rules of your country of residence still apply'],
        'Complaints are welcome at',
      ),
      body(
        'Articolo 1 – Ambito di applicazione',
        'Questi termini si applicano a ogni ordine effettuato presso Original Fuel B.V., CCIAA 12345678.',
        ['Prezzi in euro, IVA inclusa', 'Il contratto si conclude con la nostra conferma d’ordine', 'Restano salve le norme a tutela dei consumatori del tuo paese'],
        'Puoi inviare reclami a',
      ),
      body(
        'Article 1 – Champ d’application',
        'Les présentes conditions s’appliquent à toute commande passée auprès d’Original Fuel B.V., KvK 12345678.',
        ['Prix en euros, TVA comprise', 'Le contrat est conclu à la confirmation de votre commande', 'Les règles de protection des consommateurs de votre pays restent applicables'],
        'Vos réclamations sont les bienvenues à',
      ),
    ),
  },
];

export function policyText(policy: DemoPolicy, language: Language) {
  return {title: policy.title[language], body: policy.body[language]};
}
