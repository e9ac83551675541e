/**
 * The label a form showed for a stored option value (e.g. "livingRoom" -> "Living Room");
 * an unknown value shows as stored.
 */
export function optionLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
