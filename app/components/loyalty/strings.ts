// The loyalty programme's words in the five languages (Belgian markets use their language's). The resource
// routes answer their problems in these words too (problem-text.ts), so the panel can show a route's `error` as
// it comes. Placeholders: {name}, filled by `format` from ~locales/index.
import type {Language} from '~/markets/markets';

export type LoyaltyStrings = {
  heading: string;
  loading: string;
  needsJavaScript: string;
  unavailable: string;
  actionFailed: string;
  signedOut: string;
  pointSingular: string;
  pointPlural: string;
  balanceLabel: string;
  historyHeading: string;
  historyEmpty: string;
  tierHeading: string;
  currentTier: string;
  noTier: string;
  nextTier: string;
  maxLevel: string;
  campaignsHeading: string;
  completedTimes: string;
  completedOfMax: string;
  notCompleted: string;
  instagramButton: string;
  instagramDone: string;
  enrichProfileButton: string;
  enrichProfileDone: string;
  newsletterDone: string;
  actionDone: string;
  birthdayHeading: string;
  birthdayDay: string;
  birthdayMonth: string;
  birthdayYear: string;
  birthdaySubmit: string;
  birthdaySaved: string;
  birthdayDone: string;
  birthdayProblemDay: string;
  birthdayProblemMonth: string;
  birthdayProblemYear: string;
  birthdayProblemDate: string;
  birthdayProblemFuture: string;
  referralHeading: string;
  referralLabel: string;
  referralHint: string;
  referralSubmit: string;
  referralSent: string;
  referralProblemEmpty: string;
  referralProblemInvalid: string;
  referralProblemTooMany: string;
  referralProblemOwn: string;
  rewardsHeading: string;
  rewardsEmpty: string;
  sending: string;
};

const en: LoyaltyStrings = {
  heading: 'Rewards programme',
  loading: 'Loading your points…',
  needsJavaScript: 'Your points and rewards need JavaScript. Turn it on to see them.',
  unavailable: 'Your points cannot be shown right now. Please try again later.',
  actionFailed: 'That did not work. Please try again later.',
  signedOut: 'Please log in to see your points.',
  pointSingular: 'point',
  pointPlural: 'points',
  balanceLabel: 'Your points',
  historyHeading: 'Points history',
  historyEmpty: 'No points collected yet.',
  tierHeading: 'Your level',
  currentTier: 'Current level: {tier}',
  noTier: 'No level yet',
  nextTier: '{points} to reach {tier}',
  maxLevel: 'You have reached the highest level.',
  campaignsHeading: 'Ways to earn points',
  completedTimes: 'Completed {count}×',
  completedOfMax: 'Completed {count} of {max}×',
  notCompleted: 'Not completed yet',
  instagramButton: 'Follow us on Instagram',
  instagramDone: 'You follow us on Instagram',
  enrichProfileButton: 'Complete my profile',
  enrichProfileDone: 'Profile completed',
  newsletterDone: 'Subscribed to the newsletter',
  actionDone: 'Done! Your points are updated.',
  birthdayHeading: 'Your birthday',
  birthdayDay: 'Day',
  birthdayMonth: 'Month',
  birthdayYear: 'Year (optional)',
  birthdaySubmit: 'Save birthday',
  birthdaySaved: 'Your birthday is saved.',
  birthdayDone: 'Birthday saved',
  birthdayProblemDay: 'Enter a day from 1 to 31.',
  birthdayProblemMonth: 'Enter a month from 1 to 12.',
  birthdayProblemYear: 'Enter a year with four digits, or leave it empty.',
  birthdayProblemDate: 'That date does not exist.',
  birthdayProblemFuture: 'Your birthday cannot be in the future.',
  referralHeading: 'Invite friends',
  referralLabel: "Your friends' email addresses",
  referralHint: 'Separate addresses with commas (at most {max}).',
  referralSubmit: 'Send invitations',
  referralSent: 'Your invitation was sent to {count} friend(s).',
  referralProblemEmpty: 'Enter at least one email address.',
  referralProblemInvalid: '"{email}" is not a valid email address.',
  referralProblemTooMany: 'You can invite at most {max} friends at a time.',
  referralProblemOwn: 'You cannot invite yourself.',
  rewardsHeading: 'Rewards',
  rewardsEmpty: 'No rewards available right now.',
  sending: 'Sending…',
};

const nl: LoyaltyStrings = {
  heading: 'Spaarprogramma',
  loading: 'Je punten worden geladen…',
  needsJavaScript: 'Je punten en beloningen hebben JavaScript nodig. Zet het aan om ze te zien.',
  unavailable: 'Je punten kunnen nu niet getoond worden. Probeer het later opnieuw.',
  actionFailed: 'Dat is niet gelukt. Probeer het later opnieuw.',
  signedOut: 'Log in om je punten te zien.',
  pointSingular: 'punt',
  pointPlural: 'punten',
  balanceLabel: 'Jouw punten',
  historyHeading: 'Puntengeschiedenis',
  historyEmpty: 'Je hebt nog geen punten gespaard.',
  tierHeading: 'Jouw niveau',
  currentTier: 'Huidig niveau: {tier}',
  noTier: 'Nog geen niveau',
  nextTier: 'Nog {points} tot {tier}',
  maxLevel: 'Je hebt het hoogste niveau bereikt.',
  campaignsHeading: 'Zo spaar je punten',
  completedTimes: '{count}× voltooid',
  completedOfMax: '{count} van {max}× voltooid',
  notCompleted: 'Nog niet voltooid',
  instagramButton: 'Volg ons op Instagram',
  instagramDone: 'Je volgt ons op Instagram',
  enrichProfileButton: 'Maak mijn profiel compleet',
  enrichProfileDone: 'Profiel compleet',
  newsletterDone: 'Ingeschreven voor de nieuwsbrief',
  actionDone: 'Gelukt! Je punten zijn bijgewerkt.',
  birthdayHeading: 'Jouw verjaardag',
  birthdayDay: 'Dag',
  birthdayMonth: 'Maand',
  birthdayYear: 'Jaar (optioneel)',
  birthdaySubmit: 'Verjaardag opslaan',
  birthdaySaved: 'Je verjaardag is opgeslagen.',
  birthdayDone: 'Verjaardag opgeslagen',
  birthdayProblemDay: 'Vul een dag van 1 tot en met 31 in.',
  birthdayProblemMonth: 'Vul een maand van 1 tot en met 12 in.',
  birthdayProblemYear: 'Vul een jaar van vier cijfers in, of laat het leeg.',
  birthdayProblemDate: 'Die datum bestaat niet.',
  birthdayProblemFuture: 'Je verjaardag kan niet in de toekomst liggen.',
  referralHeading: 'Nodig vrienden uit',
  referralLabel: 'E-mailadressen van je vrienden',
  referralHint: 'Scheid adressen met komma’s (maximaal {max}).',
  referralSubmit: 'Uitnodigingen versturen',
  referralSent: 'Je uitnodiging is naar {count} vriend(en) verstuurd.',
  referralProblemEmpty: 'Vul minstens één e-mailadres in.',
  referralProblemInvalid: '"{email}" is geen geldig e-mailadres.',
  referralProblemTooMany: 'Je kunt maximaal {max} vrienden tegelijk uitnodigen.',
  referralProblemOwn: 'Je kunt jezelf niet uitnodigen.',
  rewardsHeading: 'Beloningen',
  rewardsEmpty: 'Er zijn nu geen beloningen beschikbaar.',
  sending: 'Bezig met versturen…',
};

const de: LoyaltyStrings = {
  heading: 'Prämienprogramm',
  loading: 'Deine Punkte werden geladen…',
  needsJavaScript: 'Deine Punkte und Prämien brauchen JavaScript. Schalte es ein, um sie zu sehen.',
  unavailable: 'Deine Punkte können gerade nicht angezeigt werden. Bitte versuche es später erneut.',
  actionFailed: 'Das hat nicht geklappt. Bitte versuche es später erneut.',
  signedOut: 'Bitte melde dich an, um deine Punkte zu sehen.',
  pointSingular: 'Punkt',
  pointPlural: 'Punkte',
  balanceLabel: 'Deine Punkte',
  historyHeading: 'Punkteverlauf',
  historyEmpty: 'Du hast noch keine Punkte gesammelt.',
  tierHeading: 'Dein Level',
  currentTier: 'Aktuelles Level: {tier}',
  noTier: 'Noch kein Level',
  nextTier: 'Noch {points} bis {tier}',
  maxLevel: 'Du hast das höchste Level erreicht.',
  campaignsHeading: 'So sammelst du Punkte',
  completedTimes: '{count}× erledigt',
  completedOfMax: '{count} von {max}× erledigt',
  notCompleted: 'Noch nicht erledigt',
  instagramButton: 'Folge uns auf Instagram',
  instagramDone: 'Du folgst uns auf Instagram',
  enrichProfileButton: 'Mein Profil vervollständigen',
  enrichProfileDone: 'Profil vervollständigt',
  newsletterDone: 'Für den Newsletter angemeldet',
  actionDone: 'Erledigt! Deine Punkte sind aktualisiert.',
  birthdayHeading: 'Dein Geburtstag',
  birthdayDay: 'Tag',
  birthdayMonth: 'Monat',
  birthdayYear: 'Jahr (optional)',
  birthdaySubmit: 'Geburtstag speichern',
  birthdaySaved: 'Dein Geburtstag ist gespeichert.',
  birthdayDone: 'Geburtstag gespeichert',
  birthdayProblemDay: 'Gib einen Tag von 1 bis 31 ein.',
  birthdayProblemMonth: 'Gib einen Monat von 1 bis 12 ein.',
  birthdayProblemYear: 'Gib ein vierstelliges Jahr ein oder lass das Feld leer.',
  birthdayProblemDate: 'Dieses Datum gibt es nicht.',
  birthdayProblemFuture: 'Dein Geburtstag kann nicht in der Zukunft liegen.',
  referralHeading: 'Freunde einladen',
  referralLabel: 'E-Mail-Adressen deiner Freunde',
  referralHint: 'Trenne die Adressen mit Kommas (höchstens {max}).',
  referralSubmit: 'Einladungen senden',
  referralSent: 'Deine Einladung wurde an {count} Freund(e) gesendet.',
  referralProblemEmpty: 'Gib mindestens eine E-Mail-Adresse ein.',
  referralProblemInvalid: '„{email}“ ist keine gültige E-Mail-Adresse.',
  referralProblemTooMany: 'Du kannst höchstens {max} Freunde auf einmal einladen.',
  referralProblemOwn: 'Du kannst dich nicht selbst einladen.',
  rewardsHeading: 'Prämien',
  rewardsEmpty: 'Gerade sind keine Prämien verfügbar.',
  sending: 'Wird gesendet…',
};

const it: LoyaltyStrings = {
  heading: 'Programma fedeltà',
  loading: 'Caricamento dei tuoi punti…',
  needsJavaScript: 'I tuoi punti e premi richiedono JavaScript. Attivalo per vederli.',
  unavailable: 'Al momento non è possibile mostrare i tuoi punti. Riprova più tardi.',
  actionFailed: 'Non è andata a buon fine. Riprova più tardi.',
  signedOut: 'Accedi per vedere i tuoi punti.',
  pointSingular: 'punto',
  pointPlural: 'punti',
  balanceLabel: 'I tuoi punti',
  historyHeading: 'Storico punti',
  historyEmpty: 'Non hai ancora raccolto punti.',
  tierHeading: 'Il tuo livello',
  currentTier: 'Livello attuale: {tier}',
  noTier: 'Nessun livello ancora',
  nextTier: 'Ancora {points} per {tier}',
  maxLevel: 'Hai raggiunto il livello più alto.',
  campaignsHeading: 'Come guadagnare punti',
  completedTimes: 'Completato {count}×',
  completedOfMax: 'Completato {count} di {max}×',
  notCompleted: 'Non ancora completato',
  instagramButton: 'Seguici su Instagram',
  instagramDone: 'Ci segui su Instagram',
  enrichProfileButton: 'Completa il mio profilo',
  enrichProfileDone: 'Profilo completato',
  newsletterDone: 'Iscritto alla newsletter',
  actionDone: 'Fatto! I tuoi punti sono aggiornati.',
  birthdayHeading: 'Il tuo compleanno',
  birthdayDay: 'Giorno',
  birthdayMonth: 'Mese',
  birthdayYear: 'Anno (facoltativo)',
  birthdaySubmit: 'Salva compleanno',
  birthdaySaved: 'Il tuo compleanno è stato salvato.',
  birthdayDone: 'Compleanno salvato',
  birthdayProblemDay: 'Inserisci un giorno da 1 a 31.',
  birthdayProblemMonth: 'Inserisci un mese da 1 a 12.',
  birthdayProblemYear: 'Inserisci un anno di quattro cifre, oppure lascia vuoto.',
  birthdayProblemDate: 'Questa data non esiste.',
  birthdayProblemFuture: 'Il tuo compleanno non può essere nel futuro.',
  referralHeading: 'Invita amici',
  referralLabel: 'Indirizzi email dei tuoi amici',
  referralHint: 'Separa gli indirizzi con virgole (al massimo {max}).',
  referralSubmit: 'Invia inviti',
  referralSent: 'Il tuo invito è stato inviato a {count} amico/i.',
  referralProblemEmpty: 'Inserisci almeno un indirizzo email.',
  referralProblemInvalid: '"{email}" non è un indirizzo email valido.',
  referralProblemTooMany: 'Puoi invitare al massimo {max} amici alla volta.',
  referralProblemOwn: 'Non puoi invitare te stesso.',
  rewardsHeading: 'Premi',
  rewardsEmpty: 'Al momento non ci sono premi disponibili.',
  sending: 'Invio in corso…',
};

const fr: LoyaltyStrings = {
  heading: 'Programme de fidélité',
  loading: 'Chargement de vos points…',
  needsJavaScript: 'Vos points et récompenses ont besoin de JavaScript. Activez-le pour les voir.',
  unavailable: 'Vos points ne peuvent pas être affichés pour le moment. Veuillez réessayer plus tard.',
  actionFailed: 'Cela n’a pas fonctionné. Veuillez réessayer plus tard.',
  signedOut: 'Connectez-vous pour voir vos points.',
  pointSingular: 'point',
  pointPlural: 'points',
  balanceLabel: 'Vos points',
  historyHeading: 'Historique des points',
  historyEmpty: 'Vous n’avez pas encore de points.',
  tierHeading: 'Votre niveau',
  currentTier: 'Niveau actuel : {tier}',
  noTier: 'Pas encore de niveau',
  nextTier: 'Encore {points} pour atteindre {tier}',
  maxLevel: 'Vous avez atteint le niveau le plus élevé.',
  campaignsHeading: 'Comment gagner des points',
  completedTimes: 'Réalisé {count}×',
  completedOfMax: 'Réalisé {count} sur {max}×',
  notCompleted: 'Pas encore réalisé',
  instagramButton: 'Suivez-nous sur Instagram',
  instagramDone: 'Vous nous suivez sur Instagram',
  enrichProfileButton: 'Compléter mon profil',
  enrichProfileDone: 'Profil complété',
  newsletterDone: 'Inscrit à la newsletter',
  actionDone: 'C’est fait ! Vos points sont à jour.',
  birthdayHeading: 'Votre anniversaire',
  birthdayDay: 'Jour',
  birthdayMonth: 'Mois',
  birthdayYear: 'Année (facultatif)',
  birthdaySubmit: 'Enregistrer l’anniversaire',
  birthdaySaved: 'Votre anniversaire est enregistré.',
  birthdayDone: 'Anniversaire enregistré',
  birthdayProblemDay: 'Saisissez un jour de 1 à 31.',
  birthdayProblemMonth: 'Saisissez un mois de 1 à 12.',
  birthdayProblemYear: 'Saisissez une année à quatre chiffres, ou laissez vide.',
  birthdayProblemDate: 'Cette date n’existe pas.',
  birthdayProblemFuture: 'Votre anniversaire ne peut pas être dans le futur.',
  referralHeading: 'Inviter des amis',
  referralLabel: 'Adresses e-mail de vos amis',
  referralHint: 'Séparez les adresses par des virgules ({max} au maximum).',
  referralSubmit: 'Envoyer les invitations',
  referralSent: 'Votre invitation a été envoyée à {count} ami(s).',
  referralProblemEmpty: 'Saisissez au moins une adresse e-mail.',
  referralProblemInvalid: '« {email} » n’est pas une adresse e-mail valide.',
  referralProblemTooMany: 'Vous pouvez inviter au maximum {max} amis à la fois.',
  referralProblemOwn: 'Vous ne pouvez pas vous inviter vous-même.',
  rewardsHeading: 'Récompenses',
  rewardsEmpty: 'Aucune récompense disponible pour le moment.',
  sending: 'Envoi en cours…',
};

export const LOYALTY_STRINGS: Record<Language, LoyaltyStrings> = {nl, de, en, it, fr};

export function loyaltyStringsFor(language: Language): LoyaltyStrings {
  return LOYALTY_STRINGS[language];
}
