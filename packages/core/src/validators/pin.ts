// Spec 01 §5/§9: the quick access PIN. No zod here: the phone's PIN screen uses these and
// must not load a schema library (the phone routes' JavaScript budget, issue 14).

/** Spec 01 §9: "PIN exactly 4 digits". */
export const PIN_LENGTH = 4;
export const PIN_PATTERN = /^\d{4}$/;

/** "digits only, max 4": what a PIN input keeps of what was typed. */
export function sanitizePinInput(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, PIN_LENGTH);
}

/** The mobile Authenticate button is enabled only with 4 digits and while not busy. */
export function canSubmitMobilePin(pin: string, busy = false): boolean {
  return !busy && PIN_PATTERN.test(pin);
}
