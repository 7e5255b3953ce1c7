import { type FocusEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import styles from './form-errors.module.css';

/**
 * The one error pattern of every form (issue 20; WCAG 3.3.1, 4.1.3):
 *
 * - a field's rule error shows once something typed in it has been left (blur) or the form
 *   submitted, never while the first characters are typed (an empty field passed through waits
 *   for submit); once shown it follows the value as it changes. A server error shows at once;
 * - the control carries `aria-invalid` and names its error (and hints) in `aria-describedby`;
 * - the error is said once, politely: when it appears on leaving the field, or on submit, where
 *   focus also moves to the first field to fix. The text under a field is not an alert, so typing
 *   never repeats it.
 *
 *   const form = useFormErrors<'title'>(['title']);
 *   const title = form.field('title', { rule: validateTitle(value), describedBy: [hintId] });
 *   <input {...title.control} />  {title.error}  …  {form.announcer}
 *   onSubmit: if (!form.submit({ title: validateTitle(value) })) return;
 */
interface FieldErrorState {
  /** The message the field shows now, or null. */
  message: string | null;
  /** Spread on the field's control: its ref, input, blur, `aria-invalid` and `aria-describedby`. */
  control: {
    ref: (element: HTMLElement | null) => void;
    onInput: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  /** The error text to render under the field (nothing when there is none). */
  error: ReactNode;
}

interface FieldErrorInput {
  /** The field's rule error for its current value (shown after blur or submit). */
  rule?: string | null | undefined;
  /** An error the server gave for it (shown at once). */
  server?: string | null | undefined;
  /** Ids of hints the control is also described by. */
  describedBy?: Array<string | undefined>;
}

export interface FormErrors<Field extends string> {
  field: (field: Field, input: FieldErrorInput) => FieldErrorState;
  /**
   * On submit: shows every field's error; when there is one, says them politely, moves focus to
   * the first field with one (in the hook's order) and returns false.
   */
  submit: (errors: Partial<Record<Field, string | null | undefined>>) => boolean;
  /**
   * Says an error that arrived later (the server's) once and moves focus to its field, unless
   * `focus` is false (the person is elsewhere on purpose, for example on the button they pressed).
   */
  report: (field: Field, message: string, options?: { focus?: boolean }) => void;
  /** Forgets which fields were left and that the form was submitted (after success, or "back"). */
  reset: () => void;
  /** The polite live region the errors are said in: render it once, inside the form. */
  announcer: ReactNode;
}

export function useFormErrors<Field extends string>(order: readonly Field[]): FormErrors<Field> {
  const id = useId();
  const [left, setLeft] = useState<ReadonlySet<Field>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const controls = useRef(new Map<Field, HTMLElement>());
  /** Fields something was typed in: emptied and left, such a field shows its "required" error. */
  const typed = useRef(new Set<Field>());
  /** The last message said for each field, so leaving it again does not repeat it. */
  const said = useRef(new Map<Field, string>());

  // The same message said twice in a row must still change the region's text to be read again.
  const say = useCallback((text: string) => {
    setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
  }, []);

  const field = (name: Field, { rule, server, describedBy = [] }: FieldErrorInput): FieldErrorState => {
    const message = server || ((submitted || left.has(name)) && rule) || null;
    const errorId = `${id}-${name}-error`;
    const ids = [message ? errorId : undefined, ...describedBy].filter(Boolean).join(' ');
    return {
      message,
      control: {
        ref: (element) => {
          if (element) controls.current.set(name, element);
          else controls.current.delete(name);
        },
        onInput: () => {
          typed.current.add(name);
        },
        onBlur: (event) => {
          // Passing through an empty field is not a mistake yet: its "required" error waits for
          // submit. A field typed in and emptied again is (spec §5: '이메일을 입력해주세요.').
          const field = event.currentTarget as HTMLInputElement;
          const value = field.value ?? '';
          // On the way to the form's submit button the submit says it: a message appearing now
          // would move the button from under the pointer and the click would be lost.
          const next = event.relatedTarget;
          const toSubmit = next instanceof HTMLButtonElement && next.type === 'submit' && next.form === field.form;
          if (value === '' && !left.has(name) && (!typed.current.has(name) || toSubmit)) return;
          if (!left.has(name)) setLeft((previous) => new Set(previous).add(name));
          if (rule && !server && said.current.get(name) !== rule) {
            said.current.set(name, rule);
            say(rule);
          }
        },
        'aria-invalid': message ? true : undefined,
        'aria-describedby': ids || undefined,
      },
      error: <FieldError id={errorId} message={message} />,
    };
  };

  const submit = (errors: Partial<Record<Field, string | null | undefined>>) => {
    setSubmitted(true);
    const invalid = order.filter((name) => errors[name]);
    if (invalid.length === 0) return true;
    for (const name of invalid) said.current.set(name, errors[name] ?? '');
    say(invalid.map((name) => errors[name]).join(' '));
    const first = invalid[0];
    if (first !== undefined) controls.current.get(first)?.focus();
    return false;
  };

  const report = useCallback(
    (name: Field, message: string, { focus = true }: { focus?: boolean } = {}) => {
      said.current.set(name, message);
      say(message);
      if (focus) controls.current.get(name)?.focus();
    },
    [say],
  );

  const reset = () => {
    setLeft(new Set());
    setSubmitted(false);
    said.current.clear();
    typed.current.clear();
  };

  const announcer = (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </p>
  );

  return { field, submit, report, reset, announcer };
}

/** A field's error text, under the field; its control points at it with `aria-describedby`. */
function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.fieldError}>
      {message}
    </p>
  );
}
