import type { FIELD_ERRORS as English } from "../en/fields.ts";
import type { Translation } from "../translation.ts";

export const FIELD_ERRORS: Translation<typeof English> = {
  name: "Escriba su nombre.",
  fullName: "Escriba su nombre completo.",
  password: "Elija una contraseña.",
  email: "Escriba un correo electrónico válido.",
  phone: "Escriba un teléfono al que podamos llamarle (al menos 7 dígitos).",
  message: "Cuéntenos un poco sobre su proyecto.",
  tooLong: (max) => `Use menos de ${max} caracteres.`,
};
