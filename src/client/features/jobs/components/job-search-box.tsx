import { type RefObject, useId, useRef } from 'react';
import { Form } from '../../../ui/form';
import { Icon } from '../../../ui/icon';
import browser from '../browser.module.css';

interface JobSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** The input took the focus: a search is near (the page fetches what it searches then). */
  onFocus?: () => void;
  /** The input, for a page that gives it the focus (after '조건 모두 지우기'). */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * Search as you type: every keystroke filters the list in the browser, no server call. '검색어
 * 지우기' goes away with the text, so it hands the focus back to the input.
 */
export function JobSearchBox({ value, onChange, onFocus, inputRef }: JobSearchBoxProps) {
  const id = useId();
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  const hintId = `${id}-hint`;
  return (
    <search>
      <Form className={browser.searchForm} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={id} className={browser.searchLabel}>
          직업 검색
        </label>
        <div className={browser.searchField}>
          <Icon name="search" size={20} className={browser.searchIcon} />
          <input
            ref={input}
            id={id}
            type="search"
            className={browser.searchInput}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onFocus={onFocus}
            placeholder="예: 간호사, ㄱㅂㅈ, 코딩"
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={hintId}
          />
          {value !== '' && (
            <button
              type="button"
              className={browser.clearButton}
              onClick={() => {
                onChange('');
                input.current?.focus();
              }}
              aria-label="검색어 지우기"
            >
              <Icon name="close" size={20} />
            </button>
          )}
        </div>
        <p id={hintId} className={browser.hint}>
          이름, 초성(ㄱㅂㅈ), 평소에 쓰는 말(코딩, 선생님), 하는 일, 기술로 찾을 수 있어요. 세 글자 이상이면 오타도
          알아서 찾아요.
        </p>
      </Form>
    </search>
  );
}
