// The account area's newsletter modal and the review-success modal (spec §3 Overlay texts): singletons in nl,
// de, en, it and fr; the Belgian locales have none of their own (nl_BE falls back to nl, fr_BE to fr, then nl).
import {translated, type ContentRecord} from '../datocms/records';
import {at, ids} from './content-kit';

export const OVERLAY_TEXT_RECORDS: ContentRecord[] = [
  {
    id: ids.page('newsletter-modal'),
    model: 'newsletter_modal',
    createdAt: at('2024-05-01'),
    updatedAt: at('2024-11-01'),
    fields: {
      headline: translated('Nieuwsbrief', 'Newsletter', 'Newsletter', 'Newsletter', 'Newsletter'),
      heading: translated(
        'Mis geen enkele aanbieding',
        'Verpasse kein Angebot',
        'Never miss an offer',
        'Non perdere nessuna offerta',
        'Ne manquez aucune offre',
      ),
      paragraph: translated(
        'Recepten, trainingstips en als eerste onze acties in je inbox. Uitschrijven kan altijd.',
        'Rezepte, Trainingstipps und unsere Aktionen als Erste:r in deinem Postfach. Abmelden jederzeit möglich.',
        'Recipes, training tips and our offers first, in your inbox. Unsubscribe at any time.',
        'Ricette, consigli di allenamento e le nostre offerte in anteprima nella tua casella. Puoi disiscriverti quando vuoi.',
        'Recettes, conseils d’entraînement et nos offres en avant-première dans votre boîte. Désinscription à tout moment.',
      ),
      buttonCloseLabel: translated('Nee, bedankt', 'Nein, danke', 'No, thanks', 'No, grazie', 'Non merci'),
      buttonSubmitLabel: translated('Inschrijven', 'Anmelden', 'Sign up', 'Iscriviti', 'M’inscrire'),
      successHeadline: translated('Gelukt', 'Geschafft', 'Done', 'Fatto', 'C’est fait'),
      successHeading: translated(
        'Je bent ingeschreven',
        'Du bist angemeldet',
        'You are signed up',
        'Sei iscritto',
        'Vous êtes inscrit',
      ),
      successParagraph: translated(
        'De volgende nieuwsbrief komt naar je toe. Je punten voor de inschrijving staan bij je loyaliteitsprogramma.',
        'Der nächste Newsletter kommt zu dir. Deine Punkte für die Anmeldung stehen in deinem Treueprogramm.',
        'The next newsletter is on its way to you. Your points for signing up are in your loyalty programme.',
        'La prossima newsletter arriverà a te. I punti per l’iscrizione sono nel tuo programma fedeltà.',
        'La prochaine newsletter vous parviendra. Vos points d’inscription figurent dans votre programme de fidélité.',
      ),
    },
  },
  {
    id: ids.page('review-success-modal'),
    model: 'review_success_modal',
    createdAt: at('2024-05-01'),
    updatedAt: at('2024-11-01'),
    fields: {
      modalCloseLabel: translated('Sluiten', 'Schließen', 'Close', 'Chiudi', 'Fermer'),
      title: translated(
        'Bedankt voor je review!',
        'Danke für deine Bewertung!',
        'Thank you for your review!',
        'Grazie per la tua recensione!',
        'Merci pour votre avis !',
      ),
      body: translated(
        'Je review is ontvangen en verschijnt zodra hij is gecontroleerd.',
        'Deine Bewertung ist angekommen und erscheint, sobald sie geprüft ist.',
        'Your review has arrived and will appear once it has been checked.',
        'La tua recensione è arrivata e comparirà appena verificata.',
        'Votre avis nous est parvenu et apparaîtra dès qu’il aura été vérifié.',
      ),
      buttonCloseLabel: translated('Verder winkelen', 'Weiter einkaufen', 'Continue shopping', 'Continua gli acquisti', 'Continuer mes achats'),
    },
  },
];
