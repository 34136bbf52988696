// Fixed words of the service pages (issue 11 §4): the blocks around content, the nutrition advice form, the vitamin
// test, in the five languages (Belgian markets use theirs). Content brings everything else. Server-only: each service
// route's loader sends its market's words with its data (`serviceStrings`), so the browser never loads all five
// languages as code (README "JavaScript on the first view"); `useServiceStrings()` reads them from the route data.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {Language} from '~/markets/markets';

const en = {
  openingHours: 'Opening hours',
  formHeading: 'Your request',
  name: 'Name',
  email: 'Email address',
  goal: 'Your goal',
  chooseGoal: 'Choose a goal',
  goals: {
    'weight-loss': 'Losing weight',
    'muscle-gain': 'Building muscle',
    energy: 'More energy',
    'plant-based': 'Eating plant-based',
    other: 'Something else',
  } as Record<string, string>,
  message: 'Your question',
  messageHint: 'Tell us about your diet, training and what you would like help with.',
  consent: 'I agree that a dietitian uses these details to contact me about this request.',
  submit: 'Send request',
  sending: 'Sending…',
  sent: 'Thank you! A dietitian will contact you within three working days.',
  invalid: 'Please check the fields marked below.',
  tooLong: 'This is longer than we can take ({max} characters at most).',
  badRequest: 'We could not read this request. Please try again.',
  unavailable: 'Requests cannot be sent right now. Please try again later or contact customer service.',
  failed: 'Your request could not be sent: our advice service did not answer. Please try again in a moment.',
  testAnswerAll: 'Please answer every question to see your advice.',
  testSubmit: 'See my advice',
  testResultHeading: 'Your result',
  testRecommended: 'Recommended for you',
  testAgain: 'Take the test again',
};

export type ServiceStrings = typeof en;

const nl: ServiceStrings = {
  openingHours: 'Openingstijden',
  formHeading: 'Je aanvraag',
  name: 'Naam',
  email: 'E-mailadres',
  goal: 'Je doel',
  chooseGoal: 'Kies een doel',
  goals: {
    'weight-loss': 'Afvallen',
    'muscle-gain': 'Spieropbouw',
    energy: 'Meer energie',
    'plant-based': 'Plantaardig eten',
    other: 'Iets anders',
  },
  message: 'Je vraag',
  messageHint: 'Vertel ons over je voeding, training en waar je hulp bij wilt.',
  consent:
    'Ik ga ermee akkoord dat een diëtist deze gegevens gebruikt om contact met me op te nemen over deze aanvraag.',
  submit: 'Aanvraag versturen',
  sending: 'Bezig met versturen…',
  sent: 'Bedankt! Een diëtist neemt binnen drie werkdagen contact met je op.',
  invalid: 'Controleer de velden hieronder.',
  tooLong: 'Dit is langer dan we kunnen verwerken (maximaal {max} tekens).',
  badRequest: 'We konden deze aanvraag niet lezen. Probeer het opnieuw.',
  unavailable:
    'Aanvragen kunnen nu niet worden verstuurd. Probeer het later opnieuw of neem contact op met de klantenservice.',
  failed: 'Je aanvraag is niet verstuurd: onze adviesdienst reageerde niet. Probeer het zo opnieuw.',
  testAnswerAll: 'Beantwoord alle vragen om je advies te zien.',
  testSubmit: 'Bekijk mijn advies',
  testResultHeading: 'Jouw uitslag',
  testRecommended: 'Aanbevolen voor jou',
  testAgain: 'Doe de test opnieuw',
};

const de: ServiceStrings = {
  openingHours: 'Öffnungszeiten',
  formHeading: 'Deine Anfrage',
  name: 'Name',
  email: 'E-Mail-Adresse',
  goal: 'Dein Ziel',
  chooseGoal: 'Wähle ein Ziel',
  goals: {
    'weight-loss': 'Abnehmen',
    'muscle-gain': 'Muskelaufbau',
    energy: 'Mehr Energie',
    'plant-based': 'Pflanzlich essen',
    other: 'Etwas anderes',
  },
  message: 'Deine Frage',
  messageHint: 'Erzähl uns von deiner Ernährung, deinem Training und wobei wir helfen können.',
  consent:
    'Ich bin einverstanden, dass eine Ernährungsberaterin mich mit diesen Angaben zu dieser Anfrage kontaktiert.',
  submit: 'Anfrage senden',
  sending: 'Wird gesendet…',
  sent: 'Danke! Wir melden uns innerhalb von drei Werktagen bei dir.',
  invalid: 'Bitte prüfe die markierten Felder.',
  tooLong: 'Das ist länger, als wir annehmen können (höchstens {max} Zeichen).',
  badRequest: 'Wir konnten diese Anfrage nicht lesen. Bitte versuche es noch einmal.',
  unavailable:
    'Anfragen können gerade nicht gesendet werden. Bitte versuche es später oder wende dich an den Kundenservice.',
  failed:
    'Deine Anfrage wurde nicht gesendet: unser Beratungsdienst hat nicht geantwortet. Bitte versuche es gleich noch einmal.',
  testAnswerAll: 'Bitte beantworte alle Fragen, um deine Empfehlung zu sehen.',
  testSubmit: 'Meine Empfehlung ansehen',
  testResultHeading: 'Dein Ergebnis',
  testRecommended: 'Für dich empfohlen',
  testAgain: 'Test wiederholen',
};

const it: ServiceStrings = {
  openingHours: 'Orari di apertura',
  formHeading: 'La tua richiesta',
  name: 'Nome',
  email: 'Indirizzo e-mail',
  goal: 'Il tuo obiettivo',
  chooseGoal: 'Scegli un obiettivo',
  goals: {
    'weight-loss': 'Perdere peso',
    'muscle-gain': 'Aumentare la massa muscolare',
    energy: 'Più energia',
    'plant-based': 'Mangiare vegetale',
    other: 'Altro',
  },
  message: 'La tua domanda',
  messageHint: 'Raccontaci della tua alimentazione, del tuo allenamento e di cosa ti serve.',
  consent: 'Acconsento che un nutrizionista usi questi dati per contattarmi su questa richiesta.',
  submit: 'Invia richiesta',
  sending: 'Invio in corso…',
  sent: 'Grazie! Un nutrizionista ti contatterà entro tre giorni lavorativi.',
  invalid: 'Controlla i campi indicati qui sotto.',
  tooLong: 'Il testo è troppo lungo (al massimo {max} caratteri).',
  badRequest: 'Non siamo riusciti a leggere la richiesta. Riprova.',
  unavailable: 'Al momento non è possibile inviare richieste. Riprova più tardi o contatta il servizio clienti.',
  failed: 'La richiesta non è stata inviata: il nostro servizio di consulenza non ha risposto. Riprova tra poco.',
  testAnswerAll: 'Rispondi a tutte le domande per vedere il tuo consiglio.',
  testSubmit: 'Vedi il mio consiglio',
  testResultHeading: 'Il tuo risultato',
  testRecommended: 'Consigliati per te',
  testAgain: 'Rifai il test',
};

const fr: ServiceStrings = {
  openingHours: "Heures d'ouverture",
  formHeading: 'Votre demande',
  name: 'Nom',
  email: 'Adresse e-mail',
  goal: 'Votre objectif',
  chooseGoal: 'Choisissez un objectif',
  goals: {
    'weight-loss': 'Perdre du poids',
    'muscle-gain': 'Prendre du muscle',
    energy: "Plus d'énergie",
    'plant-based': 'Manger végétal',
    other: 'Autre chose',
  },
  message: 'Votre question',
  messageHint: "Parlez-nous de votre alimentation, de votre entraînement et de ce pour quoi vous voulez de l'aide.",
  consent: "J'accepte qu'un diététicien utilise ces données pour me contacter au sujet de cette demande.",
  submit: 'Envoyer la demande',
  sending: 'Envoi en cours…',
  sent: 'Merci ! Un diététicien vous contactera sous trois jours ouvrés.',
  invalid: 'Vérifiez les champs indiqués ci-dessous.',
  tooLong: 'Ce texte est trop long ({max} caractères au maximum).',
  badRequest: "Nous n'avons pas pu lire cette demande. Réessayez.",
  unavailable:
    'Les demandes ne peuvent pas être envoyées pour le moment. Réessayez plus tard ou contactez le service client.',
  failed: "Votre demande n'a pas été envoyée : notre service de conseil n'a pas répondu. Réessayez dans un instant.",
  testAnswerAll: 'Répondez à toutes les questions pour voir votre conseil.',
  testSubmit: 'Voir mon conseil',
  testResultHeading: 'Votre résultat',
  testRecommended: 'Recommandés pour vous',
  testAgain: 'Refaire le test',
};

export const SERVICE_STRINGS: Record<Language, ServiceStrings> = {nl, de, en, it, fr};

/** The market's service words (Belgian markets: their language), for a service route's loader data. */
export function serviceStringsFor(context: Pick<AppLoadContext, 'market'>): ServiceStrings {
  return SERVICE_STRINGS[context.market.language];
}
