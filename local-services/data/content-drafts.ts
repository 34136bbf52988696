// Unpublished changes of the demo content (README "Preview and live updates"): shown only with drafts
// (X-Include-Drafts, preview), so preview visibly differs from the published site. The home page's own draft (a
// Dutch hero heading) lives with it in content-pages.ts; these are laid over records by id.
import {translated, type Fields} from '../datocms/records';
import {ids} from './content-kit';

export const DEMO_DRAFTS: Record<string, Fields> = {
  // An article whose heading an editor is rewriting in every language.
  [ids.article('protein-after-training')]: {
    heading: translated(
      'Eiwit na je training: zo haal je er alles uit',
      'Eiweiß nach dem Training: So holst du alles heraus',
      'Protein after training: how to get the most out of it',
      'Proteine dopo l’allenamento: come sfruttarle al meglio',
      'Les protéines après l’entraînement : comment en tirer le meilleur',
    ),
  },
};
