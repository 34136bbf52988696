// The sort choice of a reviews list (spec §7 sort keys, labelled in the market's language): the reviews list
// section sorts in the browser, the reviews page sends it as a GET parameter (`name`).
import {useId, type ChangeEvent} from 'react';
import {REVIEW_SORT_KEYS, type ReviewSort} from '~/reviews/reviews';
import {useReviewStrings} from './strings';

type Props = {
  value: ReviewSort;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  name?: string;
};

export function ReviewSortSelect({value, onChange, name}: Props) {
  const strings = useReviewStrings();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="font-bold">
        {strings.sortBy}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        className="max-w-full rounded-lg border border-line bg-paper px-3 py-2"
      >
        {REVIEW_SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {strings.sorts[key]}
          </option>
        ))}
      </select>
    </>
  );
}
