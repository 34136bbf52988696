// The builder's state: what is picked, the chosen delivery frequency, and everything derived from both by the
// pure rules in ~/commerce/bundle.
import {useCallback, useEffect, useMemo, useState} from 'react';
import {
  bundleCartLines,
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

function randomSuffix(): string {
  return Math.random().toString(36).slice(2, 10);
}

export function useBundleBuilder(bundle: BundleData) {
  const [picks, setPicks] = useState<BundlePicks>({});
  const [chosenFrequency, setChosenFrequency] = useState<string | null>(null);
  // The server renders the record id (a form posted without JavaScript still groups); in the browser every box
  // added gets its own id, so two boxes stay two groups in the cart instead of merging.
  const [bundleId, setBundleId] = useState(bundle.id);
  const renewBundleId = useCallback(() => setBundleId(`${bundle.id}-${randomSuffix()}`), [bundle.id]);
  useEffect(renewBundleId, [renewBundleId]);

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
    picks,
    progress: bundleProgress(selection),
    total: bundleTotal(selection, frequency),
    planChoices,
    oneTimeAllowed,
    frequency,
    valid,
    lines: valid ? bundleCartLines(selection, {bundleId, frequency}) : [],
    canAdd: (itemId: string) => canPick(selection, itemId),
    add: (itemId: string) => setPicks((current) => pick({bundle, picks: current}, itemId).picks),
    remove: (itemId: string) => setPicks((current) => unpick({bundle, picks: current}, itemId).picks),
    chooseFrequency: setChosenFrequency,
    renewBundleId,
  };
}

export type BundleBuilder = ReturnType<typeof useBundleBuilder>;
