import { zodResolver } from '@hookform/resolvers/zod';
import { type FocusEvent, type FormEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import {
  type ChangeHandler,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import styles from './form-errors.module.css';

/**
 * The one way to write a form (docs/decisions/014): React Hook Form, checked by the shared
 * `zod/mini` schema the server applies too (so each rule and its Korean message exist once), with
 * the one error pattern of every form (issue 20; WCAG 3.3.1, 4.1.3):
 *
 * - a field's rule error shows once something typed in it has been left (blur) or the form
 *   submitted, never while the first characters are typed (an empty field passed through waits
 *   for submit); once shown it follows the value as it changes. A server error shows at once
 *   and goes away when the field is changed;
 * - the control carries `aria-invalid` and names its error (and hints) in `aria-describedby`;
 * - the error is said once, politely: when it appears on leaving the field, or on submit, where
 *   focus also moves to the first field to fix. The text under a field is not an alert, so typing
 *   never repeats it.
 *
 *   const form = useSchemaForm(roadmapTitleFormSchema, { title: '' });
 *   const title = form.field('title', { describedBy: [hintId] });
 *   <Form onSubmit={form.onSubmit(async ({ title }) => …)} noValidate>
 *     <input {...title.control} />  {title.error}  …  {form.announcer}
 */
interface FieldState {
  /** The message the field shows now, or null. */
  message: string | null;
  /** Spread on the field's control: its name, ref, change, blur, `aria-invalid` and `aria-describedby`. */
  control: {
    name: string;
    ref: (element: HTMLElement | null) => void;
    onChange: ChangeHandler;
    onBlur: (event: FocusEvent<HTMLElement>) => Promise<void>;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  /** The error text to render under the field (nothing when there is none). */
  error: ReactNode;
}

interface FieldOptions {
  /** An error the server gave for it, kept outside the form (shown at once). */
  server?: string | null | undefined;
  /** Ids of hints the control is also described by. */
  describedBy?: Array<string | undefined>;
  /** Called with each change, after the form has the new value. */
  onChange?: (event: { target: { value: unknown } }) => void;
}

export interface SchemaForm<Values extends FieldValues, Output> {
  field: (name: FieldPath<Values>, options?: FieldOptions) => FieldState;
  /** The form's submit handler: runs `onValid` with the schema's output, or shows, says and focuses the errors. */
  onSubmit: (onValid: (values: Output) => unknown) => (event?: FormEvent) => Promise<void>;
  /**
   * Shows an error that arrived later (the server's) on its field, says it once and moves focus
   * there, unless `focus` is false (the person is elsewhere on purpose, for example on the button
   * they pressed). Changing the field clears it.
   */
  report: (name: FieldPath<Values>, message: string, options?: { focus?: boolean }) => void;
  /** Moves focus to the field now (React Hook Form's `setFocus` waits a task). */
  focus: (name: FieldPath<Values>) => void;
  /** Back to `values` (or the defaults), forgetting which fields were left and that it was submitted. */
  reset: (values?: DefaultValues<Values>) => void;
  /** The polite live region the errors are said in: render it once, inside the form. */
  announcer: ReactNode;
  /** React Hook Form's own methods (`watch`, `formState`, `setValue`…). */
  hookForm: UseFormReturn<Values, unknown, Output>;
}

export function useSchemaForm<Values extends FieldValues, Output>(
  schema: $ZodType<Output, Values>,
  defaultValues: DefaultValues<Values>,
): SchemaForm<Values, Output> {
  type Name = FieldPath<Values>;
  const id = useId();
  const hookForm = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'all',
  });
  const { errors, isSubmitted } = hookForm.formState;
  const [left, setLeft] = useState<ReadonlySet<Name>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  /** The fields in the order they are rendered: errors are said in this order. */
  const order = useRef<Name[]>([]);
  const controls = useRef(new Map<Name, HTMLElement>());
  /** Fields something was typed in: emptied and left, such a field shows its "required" error. */
  const typed = useRef(new Set<Name>());
  /** The last message said for each field, so leaving it again does not repeat it. */
  const said = useRef(new Map<Name, string>());

  // The same message said twice in a row must still change the region's text to be read again.
  const say = useCallback((text: string) => {
    setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
  }, []);

  const field = (name: Name, { server, describedBy = [], onChange }: FieldOptions = {}): FieldState => {
    if (!order.current.includes(name)) order.current.push(name);
    const error = errors[name] as { message?: string; type?: string } | undefined;
    const ruleOrServer = error?.type === 'server' || isSubmitted || left.has(name) ? error?.message : undefined;
    const message = server || ruleOrServer || null;
    const errorId = `${id}-${name}-error`;
    const ids = [message ? errorId : undefined, ...describedBy].filter(Boolean).join(' ');
    const registered = hookForm.register(name, onChange ? { onChange } : {});
    return {
      message,
      control: {
        name: registered.name,
        ref: (element) => {
          registered.ref(element);
          if (element) controls.current.set(name, element);
          else controls.current.delete(name);
        },
        onChange: (event) => {
          typed.current.add(name);
          return registered.onChange(event);
        },
        onBlur: async (event) => {
          // Passing through an empty field is not a mistake yet: its "required" error waits for
          // submit. A field typed in and emptied again is (spec §5: '이메일을 입력해주세요.').
          const control = event.currentTarget as HTMLInputElement;
          // A box or a round button says its answer by being checked, not by its `value`.
          const isChoice = control.type === 'checkbox' || control.type === 'radio';
          const empty = isChoice ? !hookForm.getValues(name) : (control.value ?? '') === '';
          // On the way to the form's submit button the submit says it: a message appearing now
          // would move the button from under the pointer and the click would be lost.
          const next = event.relatedTarget;
          const toSubmit = next instanceof HTMLButtonElement && next.type === 'submit' && next.form === control.form;
          const wasLeft = left.has(name);
          if (empty && !wasLeft && (!typed.current.has(name) || toSubmit)) return;
          if (!wasLeft) setLeft((previous) => new Set(previous).add(name));
          await registered.onBlur(event);
          const found = hookForm.getFieldState(name).error;
          if (found?.message && found.type !== 'server' && !server && said.current.get(name) !== found.message) {
            said.current.set(name, found.message);
            say(found.message);
          }
        },
        'aria-invalid': message ? true : undefined,
        'aria-describedby': ids || undefined,
      },
      error: <FieldError id={errorId} message={message} />,
    };
  };

  const onSubmit = (onValid: (values: Output) => unknown) =>
    hookForm.handleSubmit(
      async (values) => {
        await onValid(values);
      },
      (found) => {
        const invalid = order.current.filter((name) => (found[name] as { message?: string } | undefined)?.message);
        const messages = invalid.map((name) => (found[name] as { message: string }).message);
        invalid.forEach((name, index) => {
          said.current.set(name, messages[index] ?? '');
        });
        say(messages.join(' '));
      },
    );

  const focus = useCallback((name: Name) => controls.current.get(name)?.focus(), []);
  const { setError } = hookForm;
  const report = useCallback(
    (name: Name, message: string, options: { focus?: boolean } = {}) => {
      setError(name, { type: 'server', message });
      said.current.set(name, message);
      say(message);
      if (options.focus !== false) focus(name);
    },
    [setError, focus, say],
  );

  const reset = (values?: DefaultValues<Values>) => {
    hookForm.reset(values);
    setLeft(new Set());
    said.current.clear();
    typed.current.clear();
  };

  const announcer = (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </p>
  );

  return { field, onSubmit, report, focus, reset, announcer, hookForm };
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
