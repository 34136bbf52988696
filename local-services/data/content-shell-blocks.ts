// Layout content the product page borrows (spec §3 Content blocks, Product popup): the company info and customer
// service blocks (shown where a product sets showCompanyInfo / showCustomerService or has their sections) and the
// product popup's button labels.
import {block, translated, type Block, type LocalizedValue} from '../datocms/records';
import {dast, link, p, strong} from './content-dast';
import {CALENDLY_URL, ids, linkTo} from './content-kit';

const SERVICE_BOOKING_URL = CALENDLY_URL.replace('https://calendly.com', 'http://www.calendly.com');

const button = (label: LocalizedValue<string>, recordId: string) =>
  block('button', {label, color: 'orange', variant: 'filled', size: 'medium', uppercase: false, link: linkTo(recordId, label)});

export const COMPANY_INFO: Block = block('content_block', {
  headline: translated('Over ons', 'Über uns', 'About us', 'Chi siamo', 'À propos'),
  heading: translated('Eerlijke voeding sinds 2015', 'Ehrliche Ernährung seit 2015', 'Honest food since 2015', 'Alimenti onesti dal 2015', 'Une alimentation honnête depuis 2015'),
  headingDesktop: translated(
    'Eerlijke voeding uit Amsterdam, sinds 2015',
    'Ehrliche Ernährung aus Amsterdam, seit 2015',
    'Honest food from Amsterdam, since 2015',
    'Alimenti onesti da Amsterdam, dal 2015',
    'Une alimentation honnête depuis Amsterdam, depuis 2015',
  ),
  body: translated(
    dast(p('We maken voeding met ', strong('eerlijke ingrediënten'), ' voor iedereen die actief wil leven.')),
    dast(p('Wir machen Ernährung mit ', strong('ehrlichen Zutaten'), ' für alle, die aktiv leben wollen.')),
    dast(p('We make food with ', strong('honest ingredients'), ' for everyone who wants to live actively.')),
    dast(p('Creiamo alimenti con ', strong('ingredienti onesti'), ' per chi vuole vivere in modo attivo.')),
    dast(p('Nous créons une alimentation aux ', strong('ingrédients honnêtes'), ' pour tous ceux qui veulent vivre activement.')),
  ),
  primaryButton: button(translated('Lees ons verhaal', 'Unsere Geschichte', 'Read our story', 'La nostra storia', 'Notre histoire'), ids.page('page', 'about-us')),
});

export const CUSTOMER_SERVICE: Block = block('content_block', {
  headline: translated('Klantenservice', 'Kundenservice', 'Customer service', 'Servizio clienti', 'Service client'),
  heading: translated('Vragen? We helpen je graag', 'Fragen? Wir helfen gern', 'Questions? We are happy to help', 'Domande? Siamo qui per aiutarti', 'Des questions ? On t’aide volontiers'),
  headingDesktop: translated(
    'Vragen over je bestelling? We helpen je graag',
    'Fragen zu deiner Bestellung? Wir helfen gern',
    'Questions about your order? We are happy to help',
    'Domande sul tuo ordine? Siamo qui per aiutarti',
    'Une question sur ta commande ? On t’aide volontiers',
  ),
  // A booking link in rich text, spelled as editors paste it (www, http): it opens the booking popup too.
  body: translated(
    dast(p('Op werkdagen van 9 tot 17 uur via chat, telefoon of ', link('mailto:service@originalfuel.nl', 'e-mail'), '. Liever persoonlijk advies? ', link(SERVICE_BOOKING_URL, 'Plan een belafspraak'), '.')),
    dast(p('Werktags von 9 bis 17 Uhr per Chat, Telefon oder ', link('mailto:service@originalfuel.de', 'E-Mail'), '. Lieber persönlich? ', link(SERVICE_BOOKING_URL, 'Rückruf buchen'), '.')),
    dast(p('Weekdays from 9 am to 5 pm by chat, phone or ', link('mailto:service@originalfuel.eu', 'email'), '. Rather talk in person? ', link(SERVICE_BOOKING_URL, 'Book a call'), '.')),
    dast(p('Nei giorni feriali dalle 9 alle 17 via chat, telefono o ', link('mailto:service@originalfuel.it', 'e-mail'), '. Preferisci parlarne? ', link(SERVICE_BOOKING_URL, 'Prenota una chiamata'), '.')),
    dast(p('En semaine de 9 h à 17 h par chat, téléphone ou ', link('mailto:service@originalfuel.fr', 'e-mail'), '. Envie d’en parler ? ', link(SERVICE_BOOKING_URL, 'Réserve un appel'), '.')),
  ),
  primaryButton: button(translated('Neem contact op', 'Kontakt aufnehmen', 'Contact us', 'Contattaci', 'Nous contacter'), ids.page('contact_page', 'contact')),
});

export const PRODUCT_POPUP: Block = block('product_popup', {
  buttonAddToCartLabel: translated('In winkelwagen', 'In den Warenkorb', 'Add to cart', 'Aggiungi al carrello', 'Ajouter au panier'),
  buttonLearnMoreLabel: translated('Meer info', 'Mehr erfahren', 'Learn more', 'Scopri di più', 'En savoir plus'),
});
