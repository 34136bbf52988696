// Issue 10 §7: a newsletter sign-up in the account area (acceptsMarketing through customer update) also records
// the loyalty programme's newsletter action for the signed-in customer. Spec §8: a loyalty failure is logged
// and ignored; the profile was saved either way.
import {NEWSLETTER_ACTION} from './campaigns';
import {createYotpoClient, yotpoSettings} from './yotpo.server';

export async function recordNewsletterSignup(env: Pick<Env, 'YOTPO_API_URL' | 'YOTPO_GUID' | 'YOTPO_API_KEY'>, email: string): Promise<void> {
  const settings = yotpoSettings(env);
  if (!settings) return;
  try {
    await createYotpoClient(settings).recordAction(email, NEWSLETTER_ACTION);
  } catch {
    // Logged (and reported) by the client.
  }
}
