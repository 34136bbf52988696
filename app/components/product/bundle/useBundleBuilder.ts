// The builder's state: what is picked, the chosen delivery frequency, and everything derived from both by the
// pure rules in ~/commerce/bundle. The cart lines are the server's to build (BundleAddForm).
import {useMemo, useState} from 'react';
import {
  bundlePlanChoices,
  canPick,
  bundleProgress,
  bundleTotal,
  isBundleValid,
  pick,
  unpick,
  type BundleData,
  type BundlePicks,
} from '~/commerce/bundle';

export function useBundleBuilder(bundle: BundleData) {
  const [picks, setPicks] = useState<BundlePicks>({});
  const [chosenFrequency, setChosenFrequency] = useState<string | null>(null);

  const selection = useMemo(() => ({bundle, picks}), [bundle, picks]);
  const planChoices = useMemo(() => bundlePlanChoices(selection), [selection]);
  // A product that requires a selling plan, once in the box, takes the one-time option away.
  const inBox = [...bundle.fixed, ...bundle.eligible.filter((item) => (picks[item.id] ?? 0) > 0)];
  const oneTimeAllowed = !inBox.some((item) => item.variant.requiresSellingPlan);
  const frequency = planChoices.some((choice) => choice.frequency === chosenFrequency)
    ? chosenFrequency
    : oneTimeAllowed
      ? null
      : (planChoices[0]?.frequency ?? null);

  const valid = isBundleValid(selection, frequency);
  return {
    productHandle: bundle.productHandle,
    picks,
    progress: bundleProgress(selection),
    total: bundleTotal(selection, frequency),
    planChoices,
    oneTimeAllowed,
    frequency,
    valid,
    canAdd: (itemId: string) => canPick(selection, itemId),
    add: (itemId: string) => setPicks((current) => pick({bundle, picks: current}, itemId).picks),
    remove: (itemId: string) => setPicks((current) => unpick({bundle, picks: current}, itemId).picks),
    chooseFrequency: setChosenFrequency,
  };
}

export type BundleBuilder = ReturnType<typeof useBundleBuilder>;
