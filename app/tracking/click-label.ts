// Click events (spec §7 "click events as category:action:label"): a button or link that carries
// `data-track="category:action:label"` reports each click to the data layer. Category and action are required;
// the label is everything after the second colon (it may hold colons itself, a URL) and may be empty. Pure.

export const CLICK_EVENT = 'click_event';

export type ClickLabel = {category: string; action: string; label: string};
export type ClickEvent = {event: typeof CLICK_EVENT; event_category: string; event_action: string; event_label: string};

/** GA4 caps event parameter values at 100 characters. */
const MAX_LENGTH = 100;

export function parseClickLabel(value: string | null | undefined): ClickLabel | null {
  if (!value) return null;
  const first = value.indexOf(':');
  const second = first < 0 ? -1 : value.indexOf(':', first + 1);
  if (second < 0) return null;
  const category = value.slice(0, first).trim();
  const action = value.slice(first + 1, second).trim();
  const label = value.slice(second + 1).trim();
  if (!category || !action) return null;
  return {category: category.slice(0, MAX_LENGTH), action: action.slice(0, MAX_LENGTH), label: label.slice(0, MAX_LENGTH)};
}

export function clickEvent(label: ClickLabel): ClickEvent {
  return {event: CLICK_EVENT, event_category: label.category, event_action: label.action, event_label: label.label};
}
