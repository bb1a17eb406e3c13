import {
  ASSET_NOT_FOUND_FOR_QR_MESSAGE,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  ENROLLMENT_CODE_INVALID_MESSAGE,
  ENROLLMENT_CODE_REQUIRED_MESSAGE,
  ENROLLMENT_LOCKED_MESSAGE,
  INVALID_PIN_CODE_MESSAGE,
  INVALID_PIN_MESSAGE,
  type Language,
  MOBILE_ASSET_NOT_FOUND,
  MOBILE_AUTH_FAILED,
  MOBILE_INVALID_QR,
  MOBILE_PAGE_LIMIT_MESSAGE,
  MOBILE_PIN_MESSAGE,
  NO_QR_CODE_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  PHONE_DEVICE_NOT_FOUND,
  PHONE_NOT_ENROLLED_MESSAGE,
  PIN_CHANGE_LIMIT_MESSAGE,
  PIN_DEVICE_STOPPED_MESSAGE,
  PIN_LOCKED_MESSAGE,
  QUICK_ACCESS_PIN_MESSAGE,
  VIEWER_READ_ONLY_MESSAGE,
} from "@stockroom/core";

import { PLACEHOLDER_WORDS, SERVICE_MESSAGES } from "./serviceMessages";

type Translations = Record<Exclude<Language, "en">, string>;

/**
 * The server's messages that the translated screens show (sign-in, password, phone, settings),
 * keyed by their English text, which is the spec's wording and stays the message key: services
 * keep throwing DomainError with the English text, and the tRPC error formatter answers in the
 * request's language (x-stockroom-locale, else Accept-Language). A message not listed here is
 * answered in English (the admin screens not translated yet).
 */
export const SERVER_MESSAGES: ReadonlyArray<readonly [english: string, translations: Translations]> = [
  [
    "Invalid email or password",
    {
      es: "Correo electrónico o contraseña incorrectos",
      fr: "Adresse e-mail ou mot de passe incorrect",
      de: "E-Mail-Adresse oder Passwort ist falsch",
    },
  ],
  [
    "Please sign in.",
    { es: "Inicia sesión, por favor.", fr: "Veuillez vous connecter.", de: "Bitte melden Sie sich an." },
  ],
  [
    "You must change your password before continuing.",
    {
      es: "Debes cambiar tu contraseña antes de continuar.",
      fr: "Vous devez changer votre mot de passe avant de continuer.",
      de: "Sie müssen Ihr Passwort ändern, bevor Sie fortfahren können.",
    },
  ],
  [
    "No organization context available",
    {
      es: "No hay ninguna organización disponible",
      fr: "Aucune organisation n’est disponible",
      de: "Keine Organisation verfügbar",
    },
  ],
  [
    "You need to be a system administrator to access this page",
    {
      es: "Necesitas ser administrador del sistema para acceder a esta página",
      fr: "Vous devez être administrateur système pour accéder à cette page",
      de: "Für diese Seite müssen Sie Systemadministrator sein",
    },
  ],
  [
    VIEWER_READ_ONLY_MESSAGE,
    {
      es: "Los lectores solo pueden consultar los datos de esta organización.",
      fr: "Les lecteurs ont un accès en lecture seule à cette organisation.",
      de: "Betrachter haben in dieser Organisation nur Lesezugriff.",
    },
  ],
  [
    CURRENT_PASSWORD_REQUIRED_MESSAGE,
    {
      es: "Introduce tu contraseña actual",
      fr: "Veuillez saisir votre mot de passe actuel",
      de: "Bitte geben Sie Ihr aktuelles Passwort ein",
    },
  ],
  [
    CURRENT_PASSWORD_WRONG_MESSAGE,
    {
      es: "Tu contraseña actual no es correcta",
      fr: "Votre mot de passe actuel est incorrect",
      de: "Ihr aktuelles Passwort ist nicht korrekt",
    },
  ],
  [
    "This password reset link is invalid or has expired. Please request a new one.",
    {
      es: "Este enlace para restablecer la contraseña no es válido o ha caducado. Solicita uno nuevo.",
      fr: "Ce lien de réinitialisation est invalide ou a expiré. Veuillez en demander un nouveau.",
      de: "Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.",
    },
  ],
  [
    PASSWORD_REQUIRED_MESSAGE,
    { es: "La contraseña es obligatoria", fr: "Le mot de passe est obligatoire", de: "Passwort ist erforderlich" },
  ],
  [
    PASSWORD_TOO_SHORT_MESSAGE,
    {
      es: "La contraseña debe tener al menos 6 caracteres",
      fr: "Le mot de passe doit contenir au moins 6 caractères",
      de: "Das Passwort muss mindestens 6 Zeichen lang sein",
    },
  ],
  [
    PASSWORD_TOO_LONG_MESSAGE,
    {
      es: "La contraseña puede tener como máximo 256 caracteres",
      fr: "Le mot de passe ne peut pas dépasser 256 caractères",
      de: "Das Passwort darf höchstens 256 Zeichen lang sein",
    },
  ],
  [
    PASSWORDS_DO_NOT_MATCH_MESSAGE,
    {
      es: "Las contraseñas no coinciden",
      fr: "Les mots de passe ne correspondent pas",
      de: "Die Passwörter stimmen nicht überein",
    },
  ],
  [
    PHONE_NOT_ENROLLED_MESSAGE,
    {
      es: "Este teléfono no está configurado para entrar con PIN. Inicia sesión una vez con tu correo y contraseña, o escribe el código de registro que un administrador ve en Configuración de la organización › Miembros.",
      fr: "Ce téléphone n’est pas configuré pour la connexion par code PIN. Connectez-vous une fois avec votre e-mail et votre mot de passe, ou saisissez le code d’enregistrement qu’un administrateur trouve dans Paramètres de l’organisation › Membres.",
      de: "Dieses Telefon ist nicht für die PIN-Anmeldung eingerichtet. Melden Sie sich einmal mit E-Mail-Adresse und Passwort an oder geben Sie den Registrierungscode ein, den ein Administrator unter Organisationseinstellungen › Mitglieder sieht.",
    },
  ],
  [
    ENROLLMENT_CODE_INVALID_MESSAGE,
    {
      es: "Este código de registro no es válido o ha caducado. Pide uno nuevo a un administrador.",
      fr: "Ce code d’enregistrement est invalide ou a expiré. Demandez-en un nouveau à un administrateur.",
      de: "Dieser Registrierungscode ist ungültig oder abgelaufen. Bitten Sie einen Administrator um einen neuen.",
    },
  ],
  [
    ENROLLMENT_CODE_REQUIRED_MESSAGE,
    {
      es: "Escribe el código de registro que te muestra un administrador.",
      fr: "Saisissez le code d’enregistrement que vous montre un administrateur.",
      de: "Geben Sie den Registrierungscode ein, den Ihnen ein Administrator zeigt.",
    },
  ],
  [
    ENROLLMENT_LOCKED_MESSAGE,
    {
      es: "Demasiados códigos de registro incorrectos. Espera 15 minutos y vuelve a intentarlo.",
      fr: "Trop de codes d’enregistrement erronés. Patientez 15 minutes, puis réessayez.",
      de: "Zu viele falsche Registrierungscodes. Bitte warten Sie 15 Minuten und versuchen Sie es erneut.",
    },
  ],
  [
    PIN_LOCKED_MESSAGE,
    {
      es: "Demasiados intentos de PIN fallidos. Espera 15 minutos y vuelve a intentarlo.",
      fr: "Trop de tentatives de code PIN échouées. Patientez 15 minutes, puis réessayez.",
      de: "Zu viele falsche PIN-Eingaben. Bitte warten Sie 15 Minuten und versuchen Sie es erneut.",
    },
  ],
  [
    PIN_DEVICE_STOPPED_MESSAGE,
    {
      es: "Demasiados intentos de PIN fallidos en este teléfono. Pide a un administrador que lo desbloquee o vuelve a intentarlo mañana.",
      fr: "Trop de tentatives de code PIN échouées sur ce téléphone. Demandez à un administrateur de le débloquer, ou réessayez demain.",
      de: "Zu viele falsche PIN-Eingaben auf diesem Telefon. Bitten Sie einen Administrator, die Sperre aufzuheben, oder versuchen Sie es morgen erneut.",
    },
  ],
  [
    MOBILE_PAGE_LIMIT_MESSAGE,
    {
      es: "Demasiadas solicitudes. Espera 15 minutos y vuelve a intentarlo.",
      fr: "Trop de requêtes. Patientez 15 minutes, puis réessayez.",
      de: "Zu viele Anfragen. Bitte warten Sie 15 Minuten und versuchen Sie es erneut.",
    },
  ],
  [
    PIN_CHANGE_LIMIT_MESSAGE,
    {
      es: "Has cambiado el PIN demasiadas veces hoy. Vuelve a intentarlo mañana.",
      fr: "Trop de changements de code PIN aujourd’hui. Réessayez demain.",
      de: "Zu viele PIN-Änderungen heute. Bitte versuchen Sie es morgen erneut.",
    },
  ],
  [INVALID_PIN_CODE_MESSAGE, { es: "Código PIN no válido", fr: "Code PIN invalide", de: "Ungültiger PIN-Code" }],
  [INVALID_PIN_MESSAGE, { es: "PIN no válido", fr: "Code PIN invalide", de: "Ungültige PIN" }],
  [
    MOBILE_PIN_MESSAGE,
    {
      es: "El PIN debe tener exactamente 4 dígitos",
      fr: "Le code PIN doit comporter exactement 4 chiffres",
      de: "Die PIN muss genau 4 Ziffern haben",
    },
  ],
  [
    QUICK_ACCESS_PIN_MESSAGE,
    {
      es: "El PIN de acceso rápido debe tener exactamente 4 dígitos",
      fr: "Le code PIN d’accès rapide doit comporter exactement 4 chiffres",
      de: "Die Schnellzugriffs-PIN muss genau 4 Ziffern haben",
    },
  ],
  [
    MOBILE_AUTH_FAILED,
    { es: "Error de autenticación", fr: "Échec de l’authentification", de: "Anmeldung fehlgeschlagen" },
  ],
  [MOBILE_ASSET_NOT_FOUND, { es: "Artículo no encontrado", fr: "Article introuvable", de: "Artikel nicht gefunden" }],
  [MOBILE_INVALID_QR, { es: "Código QR no válido", fr: "Code QR invalide", de: "Ungültiger QR-Code" }],
  [
    NO_QR_CODE_MESSAGE,
    { es: "No se ha indicado ningún código QR", fr: "Aucun code QR fourni", de: "Kein QR-Code angegeben" },
  ],
  [
    ASSET_NOT_FOUND_FOR_QR_MESSAGE,
    {
      es: "No hay ningún artículo con este código QR",
      fr: "Aucun article ne correspond à ce code QR",
      de: "Zu diesem QR-Code wurde kein Artikel gefunden",
    },
  ],
  [PHONE_DEVICE_NOT_FOUND, { es: "Teléfono no encontrado", fr: "Téléphone introuvable", de: "Telefon nicht gefunden" }],
  [
    "Organization not found",
    { es: "Organización no encontrada", fr: "Organisation introuvable", de: "Organisation nicht gefunden" },
  ],
  [
    "Could not load profile information",
    {
      es: "No se pudo cargar la información del perfil",
      fr: "Impossible de charger les informations du profil",
      de: "Profilinformationen konnten nicht geladen werden",
    },
  ],
  [
    "Error updating profile",
    {
      es: "Error al actualizar el perfil",
      fr: "Erreur lors de la mise à jour du profil",
      de: "Fehler beim Aktualisieren des Profils",
    },
  ],
  [
    "An unexpected error occurred.",
    {
      es: "Se ha producido un error inesperado.",
      fr: "Une erreur inattendue s’est produite.",
      de: "Ein unerwarteter Fehler ist aufgetreten.",
    },
  ],
  [
    "The database is not available right now. Please try again in a moment.",
    {
      es: "La base de datos no está disponible en este momento. Vuelve a intentarlo en unos instantes.",
      fr: "La base de données est momentanément indisponible. Réessayez dans un instant.",
      de: "Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.",
    },
  ],
  [
    "A value is out of range or not valid text. Please check what you entered.",
    {
      es: "Un valor está fuera de rango o no es un texto válido. Revisa lo que has introducido.",
      fr: "Une valeur est hors limites ou n’est pas un texte valide. Vérifiez votre saisie.",
      de: "Ein Wert liegt außerhalb des zulässigen Bereichs oder ist kein gültiger Text. Bitte prüfen Sie Ihre Eingabe.",
    },
  ],
];

/**
 * The texts of the default forms the server creates for an asset type (services/forms'
 * createDefaultForms): stored in the creating admin's screen language, as the form builder
 * starts a new form in it (web features/forms startingText), since they become the
 * organization's own texts. A list of its own: "Quantity" is also a placeholder word above
 * ("La cantidad" in a sentence), and a user's field named "Notes" in a message stays as typed.
 */
export const DEFAULT_FORM_TEXTS: ReadonlyArray<readonly [english: string, translations: Translations]> = [
  [
    "{0} Intake Form",
    { es: "Formulario de entrada de {0}", fr: "Formulaire de réception de {0}", de: "Wareneingangsformular {0}" },
  ],
  [
    "{0} Inventory Form",
    { es: "Formulario de inventario de {0}", fr: "Formulaire d’inventaire de {0}", de: "Inventurformular {0}" },
  ],
  [
    "Default intake form for {0}",
    {
      es: "Formulario de entrada predeterminado para {0}",
      fr: "Formulaire de réception par défaut pour {0}",
      de: "Standard-Wareneingangsformular für {0}",
    },
  ],
  [
    "Default inventory form for {0}",
    {
      es: "Formulario de inventario predeterminado para {0}",
      fr: "Formulaire d’inventaire par défaut pour {0}",
      de: "Standard-Inventurformular für {0}",
    },
  ],
  ["Quantity Received", { es: "Cantidad recibida", fr: "Quantité reçue", de: "Eingegangene Menge" }],
  ["Quantity", { es: "Cantidad", fr: "Quantité", de: "Menge" }],
  ["Location", { es: "Ubicación", fr: "Emplacement", de: "Standort" }],
  ["Notes", { es: "Notas", fr: "Remarques", de: "Notizen" }],
  ["Condition", { es: "Estado", fr: "État", de: "Zustand" }],
  ["Enter number", { es: "Introduce un número", fr: "Saisissez un nombre", de: "Zahl eingeben" }],
];

const defaultFormTexts = new Map(DEFAULT_FORM_TEXTS.map(([english, translations]) => [english, translations]));

/** A default form's text in `language`, `{0}` filled with `value` (a name, as typed). English when not listed. */
export function defaultFormText(english: string, language: Language, value = ""): string {
  const text = language === "en" ? english : (defaultFormTexts.get(english)?.[language] ?? english);
  return text.replace("{0}", () => value);
}

/** Every language's words for a default form's English text (the English first). */
export function defaultFormTextsOf(english: string): string[] {
  const translations = defaultFormTexts.get(english);
  return translations ? [english, ...Object.values(translations)] : [english];
}

const ALL_MESSAGES = [...SERVER_MESSAGES, ...SERVICE_MESSAGES];
const byEnglish = new Map(ALL_MESSAGES.map(([english, translations]) => [english, translations]));
const words = new Map(PLACEHOLDER_WORDS.map(([english, translations]) => [english, translations]));

/** The messages with values in them ("{0} is already a member…"), as patterns that capture the values. */
const patterns = ALL_MESSAGES.filter(([english]) => /\{\d+\}/.test(english)).map(([english, translations]) => {
  const order: number[] = [];
  const source = english
    .split(/(\{\d+\})/)
    .map((part) => {
      const slot = /^\{(\d+)\}$/.exec(part);
      if (!slot) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      order.push(Number(slot[1]));
      return "(.+?)";
    })
    .join("");
  return { pattern: new RegExp(`^${source}$`, "s"), order, translations };
});

/** A server message in `language`: its translation when listed, else the English text as it is. */
export function translateServerMessage(message: string, language: Language): string {
  if (language === "en") return message;
  const exact = byEnglish.get(message)?.[language] ?? words.get(message)?.[language];
  if (exact) return exact;
  for (const { pattern, order, translations } of patterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = new Map(order.map((slot, i) => [slot, match[i + 1] ?? ""]));
    // A value that is itself a listed message or word (a row's error, what a limit counts) is translated too.
    return translations[language].replace(/\{(\d+)\}/g, (_, slot: string) => {
      const value = values.get(Number(slot)) ?? "";
      return value === message ? value : translateServerMessage(value, language);
    });
  }
  return message;
}

/** Every English message (and placeholder word) that has translations. */
export function translatedServerMessages(): ReadonlyArray<readonly [string, Translations]> {
  return [...ALL_MESSAGES, ...PLACEHOLDER_WORDS, ...DEFAULT_FORM_TEXTS];
}
