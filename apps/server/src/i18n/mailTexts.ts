import type { Language } from "@stockroom/core";

interface Mail {
  subject: string;
  text: string;
}

/** The password reset mail, in the recipient's saved language (English when none). */
export function passwordResetMail(language: Language, link: string): Mail {
  switch (language) {
    case "es":
      return {
        subject: "Restablece tu contraseña de Stockroom",
        text: `Alguien ha pedido restablecer la contraseña de tu cuenta de Stockroom.\n\nElige una contraseña nueva aquí (el enlace funciona una sola vez, durante una hora):\n${link}\n\nSi no has sido tú, ignora este mensaje.`,
      };
    case "fr":
      return {
        subject: "Réinitialisez votre mot de passe Stockroom",
        text: `Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Stockroom.\n\nChoisissez un nouveau mot de passe ici (le lien ne fonctionne qu’une fois, pendant une heure) :\n${link}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message.`,
      };
    case "de":
      return {
        subject: "Ihr Stockroom-Passwort zurücksetzen",
        text: `Jemand möchte das Passwort Ihres Stockroom-Kontos zurücksetzen.\n\nHier legen Sie ein neues Passwort fest (der Link funktioniert einmal und ist eine Stunde gültig):\n${link}\n\nWenn Sie das nicht waren, ignorieren Sie diese Nachricht.`,
      };
    default:
      return {
        subject: "Reset your Stockroom password",
        text: `Someone asked to reset the password of your Stockroom account.\n\nSet a new password here (the link works once, for one hour):\n${link}\n\nIf this was not you, ignore this message.`,
      };
  }
}

const ROLE_NAMES: Record<Exclude<Language, "en">, Record<string, string>> = {
  es: { admin: "administrador", member: "miembro", viewer: "lector" },
  fr: { admin: "administrateur", member: "membre", viewer: "lecteur" },
  de: { admin: "Administrator", member: "Mitglied", viewer: "Betrachter" },
};

/**
 * The invitation mail, in the invitee's saved language when they already have an account,
 * else in the inviter's.
 */
export function invitationMail(
  language: Language,
  p: { from: string | null; organization: string; role: string; link: string },
): Mail {
  switch (language) {
    case "es":
      return {
        subject: `Te han invitado a unirte a ${p.organization} en Stockroom`,
        text: `${p.from ?? "Un administrador"} te ha invitado a unirte a ${p.organization} en Stockroom como ${ROLE_NAMES.es[p.role] ?? p.role}.\n\nAcepta la invitación aquí (el enlace funciona una sola vez y caduca en 7 días):\n${p.link}\n\nSi no esperabas esta invitación, ignora este mensaje.`,
      };
    case "fr":
      return {
        subject: `Vous êtes invité à rejoindre ${p.organization} sur Stockroom`,
        text: `${p.from ?? "Un administrateur"} vous invite à rejoindre ${p.organization} sur Stockroom en tant que ${ROLE_NAMES.fr[p.role] ?? p.role}.\n\nAcceptez l’invitation ici (le lien ne fonctionne qu’une fois et expire dans 7 jours) :\n${p.link}\n\nSi vous n’attendiez pas cette invitation, ignorez ce message.`,
      };
    case "de":
      return {
        subject: `Einladung zu ${p.organization} auf Stockroom`,
        text: `${p.from ?? "Ein Administrator"} lädt Sie ein, ${p.organization} auf Stockroom als ${ROLE_NAMES.de[p.role] ?? p.role} beizutreten.\n\nNehmen Sie die Einladung hier an (der Link funktioniert einmal und läuft in 7 Tagen ab):\n${p.link}\n\nWenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese Nachricht.`,
      };
    default:
      return {
        subject: `You're invited to join ${p.organization} on Stockroom`,
        text: `${p.from ?? "An administrator"} invited you to join ${p.organization} on Stockroom as ${p.role}.\n\nAccept the invitation here (the link works once and expires in 7 days):\n${p.link}\n\nIf you did not expect this invitation, ignore this message.`,
      };
  }
}
