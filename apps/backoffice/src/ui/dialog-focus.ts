/** A field the user can type or choose in: what a form dialog should open on. */
const FIELD =
  'input:not([type="hidden"]):not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled]):not([readonly])';
const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * `onOpenAutoFocus` of every dialog and drawer: Radix focuses the first focusable element, which is
 * the header's '×'. A dialog opens on its first field instead, or, without one, on its first action
 * other than '×'; a caller that prevents the default keeps its own choice.
 */
export function focusFirstField(event: Event) {
  if (event.defaultPrevented) return;
  const container = event.currentTarget ?? event.target;
  if (!(container instanceof HTMLElement)) return;
  const target =
    container.querySelector<HTMLElement>(FIELD) ??
    [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
      (element) => element.getAttribute('aria-label') !== 'Fechar',
    );
  if (!target) return;
  event.preventDefault();
  target.focus();
}
