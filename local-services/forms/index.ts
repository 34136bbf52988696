// The nutrition advice request endpoint the app's form forwards to (NUTRITION_ADVICE_URL): POST /forms/nutrition-advice
// with a JSON body. It validates like a hosted form service would and records what it accepts; an invalid request is
// a 422 with its errors per field, worded in the request's `language` (nl, de, en, it, fr; else English). The admin
// path GET /__admin/forms/nutrition-advice lists the recorded submissions, newest last; /__admin/reset clears them.

export const NUTRITION_ADVICE_PATH = '/forms/nutrition-advice';
export const NUTRITION_ADVICE_ADMIN_PATH = '/__admin/forms/nutrition-advice';

/** The goals a request may name (the app offers the same list). */
export const NUTRITION_GOALS = ['weight-loss', 'muscle-gain', 'energy', 'plant-based', 'other'] as const;

type Language = 'nl' | 'de' | 'en' | 'it' | 'fr';
type Code = 'required' | 'email' | 'goal' | 'short' | 'consent';

const MESSAGES: Record<Language, Record<Code, string>> = {
  nl: {
    required: 'Vul dit veld in.',
    email: 'Dit is geen geldig e-mailadres.',
    goal: 'Kies een van de doelen.',
    short: 'Vertel ons iets meer (minstens 10 tekens).',
    consent: 'Geef toestemming om je gegevens te gebruiken voor dit advies.',
  },
  de: {
    required: 'Bitte fülle dieses Feld aus.',
    email: 'Das ist keine gültige E-Mail-Adresse.',
    goal: 'Wähle eines der Ziele.',
    short: 'Erzähl uns etwas mehr (mindestens 10 Zeichen).',
    consent: 'Bitte stimme der Nutzung deiner Angaben für diese Beratung zu.',
  },
  en: {
    required: 'Please fill in this field.',
    email: 'This is not a valid email address.',
    goal: 'Choose one of the goals.',
    short: 'Tell us a little more (at least 10 characters).',
    consent: 'Please agree to the use of your details for this advice.',
  },
  it: {
    required: 'Compila questo campo.',
    email: 'Questo indirizzo e-mail non è valido.',
    goal: 'Scegli uno degli obiettivi.',
    short: 'Raccontaci qualcosa in più (almeno 10 caratteri).',
    consent: "Acconsenti all'uso dei tuoi dati per questa consulenza.",
  },
  fr: {
    required: 'Merci de remplir ce champ.',
    email: "Cette adresse e-mail n'est pas valide.",
    goal: 'Choisis un des objectifs.',
    short: 'Dis-nous-en un peu plus (au moins 10 caractères).',
    consent: "Merci d'accepter l'utilisation de tes données pour ce conseil.",
  },
};

export type NutritionAdviceSubmission = {
  id: string;
  receivedAt: string;
  name: string;
  email: string;
  goal: string;
  message: string;
  consent: true;
  language: string;
  market: string;
};

let submissions: NutritionAdviceSubmission[] = [];

export function resetForms(): void {
  submissions = [];
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json; charset=utf-8'}});
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The field errors of a request body, `{field: [message]}`; empty when it is valid. */
export function nutritionAdviceErrors(body: Record<string, unknown>): Record<string, string[]> {
  const words = MESSAGES[(text(body.language) as Language) in MESSAGES ? (text(body.language) as Language) : 'en'];
  const errors: Record<string, string[]> = {};
  const add = (field: string, code: Code) => (errors[field] ??= []).push(words[code]);
  if (!text(body.name)) add('name', 'required');
  if (!text(body.email)) add('email', 'required');
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(text(body.email))) add('email', 'email');
  if (!(NUTRITION_GOALS as readonly string[]).includes(text(body.goal))) add('goal', 'goal');
  if (!text(body.message)) add('message', 'required');
  else if (text(body.message).length < 10) add('message', 'short');
  if (body.consent !== true) add('consent', 'consent');
  return errors;
}

export async function handleForms(request: Request): Promise<Response> {
  const {pathname} = new URL(request.url);
  if (pathname !== NUTRITION_ADVICE_PATH) return json({error: 'Not Found'}, 404);
  if (request.method !== 'POST') return json({error: 'Method Not Allowed'}, 405);
  const body = (await request.json().catch(() => null)) as unknown;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return json({error: 'Expected a JSON object'}, 400);
  const fields = body as Record<string, unknown>;
  const errors = nutritionAdviceErrors(fields);
  if (Object.keys(errors).length) return json({errors}, 422);
  const submission: NutritionAdviceSubmission = {
    id: `nutrition-advice-${submissions.length + 1}`,
    receivedAt: new Date().toISOString(),
    name: text(fields.name),
    email: text(fields.email),
    goal: text(fields.goal),
    message: text(fields.message),
    consent: true,
    language: text(fields.language),
    market: text(fields.market),
  };
  submissions.push(submission);
  return json({id: submission.id}, 201);
}

/** GET /__admin/forms/nutrition-advice: what was recorded since the last reset. */
export function handleFormsAdmin(request: Request): Response {
  if (request.method !== 'GET') return json({error: 'Method Not Allowed'}, 405);
  return json({submissions});
}
