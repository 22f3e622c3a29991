import { lazy, Suspense } from 'react';

// Fluent's message bar (with its icons) loads with the first message: a form that has not failed, such as the sign-in
// page as it opens, does not carry it.
const FormMessageBar = lazy(() => import('./form-message-bar.js').then((m) => ({ default: m.FormMessageBar })));

/** A form's failure, read out as soon as it appears; renders nothing without one. */
export function FormMessage({ text, intent = 'error' }: { text: string | null; intent?: 'error' | 'success' }) {
  if (!text) return null;
  return (
    <Suspense fallback={null}>
      <FormMessageBar text={text} intent={intent} />
    </Suspense>
  );
}
