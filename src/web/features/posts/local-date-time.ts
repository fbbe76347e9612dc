/** `datetime-local` reads and writes the writer's own zone: "2026-11-25T15:30". */
export function toLocalInput(iso: string | null) {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The instant a `datetime-local` value names; a value that is no date is sent as it is. */
export const fromLocalInput = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};
