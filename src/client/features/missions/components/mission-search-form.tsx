import { useId } from 'react';
import { searchFormSchema } from '../../../../shared/validation/search-rules';
import buttons from '../../../ui/button.module.css';
import { Form } from '../../../ui/form';
import { useSchemaForm } from '../../../ui/form-errors';

interface MissionSearchFormProps {
  /** The search in the address, if any: the box starts with it. */
  initial?: string;
  placeholder: string;
  /** The row of the box and its button (the page's layout). */
  rowClassName: string | undefined;
  /** Called with the trimmed search word, '' for none. */
  onSearch: (q: string) => void;
}

/**
 * The mission market's search box (the market's front page and its search page), checked by the
 * server's own rule for `?q=` (shared/validation/search-rules.ts): a word over 50 characters is
 * said under the box, in the server's words, instead of a failed search.
 */
export function MissionSearchForm({ initial = '', placeholder, rowClassName, onSearch }: MissionSearchFormProps) {
  const id = useId();
  const form = useSchemaForm(searchFormSchema, { q: initial });
  const q = form.field('q');
  return (
    <search>
      <Form onSubmit={form.onSubmit((values) => onSearch(values.q))} noValidate>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          미션 검색
        </label>
        <div className={rowClassName}>
          <input id={`${id}-q`} type="search" placeholder={placeholder} {...q.control} />
          <button type="submit" className={buttons.primary}>
            찾기
          </button>
        </div>
        {q.error}
        {form.announcer}
      </Form>
    </search>
  );
}
