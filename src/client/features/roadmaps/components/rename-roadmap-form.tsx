import type { RoadmapSummary } from '../../../../shared/contracts/roadmaps';
import { roadmapTitleFormSchema } from '../../../../shared/validation/roadmap-rules';
import buttons from '../../../ui/button.module.css';
import { Form } from '../../../ui/form';
import { useSchemaForm } from '../../../ui/form-errors';
import styles from '../roadmaps.module.css';

/** A roadmap's new name, in place of its title; saved with the same rule as a new roadmap's name. */
export default function RenameRoadmapForm({
  roadmap,
  onSave,
  onCancel,
}: {
  roadmap: RoadmapSummary;
  onSave: (title: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const form = useSchemaForm(roadmapTitleFormSchema, { title: roadmap.title });
  const field = form.field('title');
  const inputId = `rename-${roadmap._id}`;
  return (
    <Form
      className={styles.inlineForm}
      noValidate
      onSubmit={form.onSubmit(async ({ title }) => {
        const failure = await onSave(title);
        if (failure) form.report('title', failure);
      })}
    >
      <label htmlFor={inputId} className={styles.label}>
        새 이름
      </label>
      <input
        id={inputId}
        className={styles.input}
        // biome-ignore lint/a11y/noAutofocus: the person just asked to rename this roadmap.
        autoFocus
        {...field.control}
      />
      {field.error}
      {form.announcer}
      <div className={styles.row}>
        <button type="submit" className={buttons.primary}>
          저장
        </button>
        <button type="button" className={buttons.secondary} onClick={onCancel}>
          취소
        </button>
      </div>
    </Form>
  );
}
