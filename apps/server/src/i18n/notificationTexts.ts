import type { Language, NotificationKindSwitch } from "@stockroom/core";

/**
 * The words of notifications on every channel (the bell, e-mail, Slack, push), in the
 * recipient's saved language (users.locale; English when none), like the password-reset mail
 * (mailTexts.ts). English is the source; the terms follow docs/glossary.md. What a user typed
 * (an item's name, an announcement) is shown as typed; core's anomaly sentences are written in
 * the recipient's language by anomalyTexts.ts.
 */
export interface NotificationTexts {
  anItem: string;
  outOfStock(item: string): string;
  reorderPointReached(item: string): string;
  lowStock(item: string): string;
  left(quantity: string): string;
  runningLow: string;
  reorderPoint(point: string): string;
  seeReorderList: string;
  inventoryAlert(item: string): string;
  countLooksUnusual: string;
  counted(quantity: string): string;
  aNewMember: string;
  joinedOrganization(who: string): string;
  joinedAs(who: string, role: string): string;
  joined(who: string): string;
  roles: Record<string, string>;
  countsMade(n: string): string;
  itemsLow(n: string): string;
  itemsOut(n: string): string;
  anomaliesOpen(n: string): string;
  dataQuality(change: string): string;
  weeklyReportOf(week: string): string;
  weeklyReport: string;
  weeklySummary: string;
  systemUpdate(title: string): string;
  newFeature(title: string): string;
  // mail, Slack, push
  notification: string;
  digestSubject(n: number): string;
  singleSubject(title: string): string;
  digestIntro(n: number): string;
  digestHeading(n: number): string;
  openInStockroom: string;
  notificationSettings: string;
  unsubscribeFrom(label: string): string;
  switches: Record<NotificationKindSwitch, string>;
  slackTest: string;
  // the one-click unsubscribe page
  unsubscribedTitle: string;
  unsubscribed(label: string): string;
  badLinkTitle: string;
  badLink: string;
}

const en: NotificationTexts = {
  anItem: "An item",
  outOfStock: (item) => `Out of stock: ${item}`,
  reorderPointReached: (item) => `Reorder point reached: ${item}`,
  lowStock: (item) => `Low stock: ${item}`,
  left: (q) => `${q} left`,
  runningLow: "Running low",
  reorderPoint: (p) => ` (reorder point ${p})`,
  seeReorderList: ". See the reorder list.",
  inventoryAlert: (item) => `Inventory alert: ${item}`,
  countLooksUnusual: "A new count looks unusual",
  counted: (q) => `(counted ${q})`,
  aNewMember: "A new member",
  joinedOrganization: (who) => `${who} joined the organization`,
  joinedAs: (who, role) => `${who} joined as ${role}.`,
  joined: (who) => `${who} joined.`,
  roles: { owner: "owner", admin: "admin", manager: "manager", member: "member", viewer: "viewer" },
  countsMade: (n) => `${n} counts made`,
  itemsLow: (n) => `${n} items low`,
  itemsOut: (n) => `${n} out of stock`,
  anomaliesOpen: (n) => `${n} anomalies open`,
  dataQuality: (c) => `data quality ${c}`,
  weeklyReportOf: (week) => `Weekly report: week of ${week}`,
  weeklyReport: "Weekly report",
  weeklySummary: "This week's inventory summary.",
  systemUpdate: (title) => `System update: ${title}`,
  newFeature: (title) => `New feature: ${title}`,
  notification: "Notification",
  digestSubject: (n) => `Stockroom daily digest: ${n} notifications`,
  singleSubject: (title) => `Stockroom: ${title}`,
  digestIntro: (n) => `Your notifications of the day (${n}):`,
  digestHeading: (n) => `Your daily digest (${n})`,
  openInStockroom: "Open in Stockroom",
  notificationSettings: "Notification settings",
  unsubscribeFrom: (label) => `Unsubscribe from ${label}`,
  switches: {
    inventoryAlerts: "Inventory alerts",
    lowStockAlerts: "Low stock alerts",
    systemUpdates: "System updates",
    newFeatures: "New features",
  },
  slackTest: "Stockroom test message: notifications will be posted here.",
  unsubscribedTitle: "You are unsubscribed",
  unsubscribed: (label) =>
    `You will no longer receive ${label.toLowerCase()}. You can turn them back on in App Settings.`,
  badLinkTitle: "This link does not work",
  badLink: "This unsubscribe link is not valid. Change your notifications in App Settings.",
};

const es: NotificationTexts = {
  anItem: "Un artículo",
  outOfStock: (item) => `Sin existencias: ${item}`,
  reorderPointReached: (item) => `Punto de pedido alcanzado: ${item}`,
  lowStock: (item) => `Existencias bajas: ${item}`,
  left: (q) => `Quedan ${q}`,
  runningLow: "Quedan pocas existencias",
  reorderPoint: (p) => ` (punto de pedido ${p})`,
  seeReorderList: ". Consulta la lista de reposición.",
  inventoryAlert: (item) => `Alerta de inventario: ${item}`,
  countLooksUnusual: "Un recuento nuevo parece inusual",
  counted: (q) => `(recuento: ${q})`,
  aNewMember: "Un miembro nuevo",
  joinedOrganization: (who) => `${who} se ha unido a la organización`,
  joinedAs: (who, role) => `${who} se ha unido como ${role}.`,
  joined: (who) => `${who} se ha unido.`,
  roles: {
    owner: "propietario",
    admin: "administrador",
    manager: "responsable",
    member: "miembro",
    viewer: "lector",
  },
  countsMade: (n) => `${n} recuentos hechos`,
  itemsLow: (n) => `${n} artículos con existencias bajas`,
  itemsOut: (n) => `${n} sin existencias`,
  anomaliesOpen: (n) => `${n} anomalías abiertas`,
  dataQuality: (c) => `calidad de los datos ${c}`,
  weeklyReportOf: (week) => `Informe semanal: semana del ${week}`,
  weeklyReport: "Informe semanal",
  weeklySummary: "El resumen del inventario de esta semana.",
  systemUpdate: (title) => `Actualización del sistema: ${title}`,
  newFeature: (title) => `Novedad: ${title}`,
  notification: "Notificación",
  digestSubject: (n) => `Resumen diario de Stockroom: ${n} notificaciones`,
  singleSubject: (title) => `Stockroom: ${title}`,
  digestIntro: (n) => `Tus notificaciones del día (${n}):`,
  digestHeading: (n) => `Tu resumen diario (${n})`,
  openInStockroom: "Abrir en Stockroom",
  notificationSettings: "Ajustes de notificaciones",
  unsubscribeFrom: (label) => `Darse de baja de ${label}`,
  switches: {
    inventoryAlerts: "Alertas de inventario",
    lowStockAlerts: "Alertas de existencias bajas",
    systemUpdates: "Actualizaciones del sistema",
    newFeatures: "Novedades",
  },
  slackTest: "Mensaje de prueba de Stockroom: las notificaciones se publicarán aquí.",
  unsubscribedTitle: "Te has dado de baja",
  unsubscribed: (label) =>
    `Ya no recibirás ${label.toLowerCase()}. Puedes volver a activarlas en los ajustes de la aplicación.`,
  badLinkTitle: "Este enlace no funciona",
  badLink: "Este enlace para darse de baja no es válido. Cambia tus notificaciones en los ajustes de la aplicación.",
};

const fr: NotificationTexts = {
  anItem: "Un article",
  outOfStock: (item) => `Rupture de stock : ${item}`,
  reorderPointReached: (item) => `Seuil de réapprovisionnement atteint : ${item}`,
  lowStock: (item) => `Stock bas : ${item}`,
  left: (q) => `${q} restant(s)`,
  runningLow: "Stock presque épuisé",
  reorderPoint: (p) => ` (seuil de réapprovisionnement ${p})`,
  seeReorderList: ". Voir la liste de réapprovisionnement.",
  inventoryAlert: (item) => `Alerte d’inventaire : ${item}`,
  countLooksUnusual: "Un nouveau comptage semble inhabituel",
  counted: (q) => `(compté : ${q})`,
  aNewMember: "Un nouveau membre",
  joinedOrganization: (who) => `${who} a rejoint l’organisation`,
  joinedAs: (who, role) => `${who} a rejoint l’organisation en tant que ${role}.`,
  joined: (who) => `${who} a rejoint l’organisation.`,
  roles: {
    owner: "propriétaire",
    admin: "administrateur",
    manager: "responsable",
    member: "membre",
    viewer: "lecteur",
  },
  countsMade: (n) => `${n} comptages effectués`,
  itemsLow: (n) => `${n} articles en stock bas`,
  itemsOut: (n) => `${n} en rupture de stock`,
  anomaliesOpen: (n) => `${n} anomalies ouvertes`,
  dataQuality: (c) => `qualité des données ${c}`,
  weeklyReportOf: (week) => `Rapport hebdomadaire : semaine du ${week}`,
  weeklyReport: "Rapport hebdomadaire",
  weeklySummary: "Le résumé de l’inventaire de la semaine.",
  systemUpdate: (title) => `Mise à jour du système : ${title}`,
  newFeature: (title) => `Nouvelle fonctionnalité : ${title}`,
  notification: "Notification",
  digestSubject: (n) => `Récapitulatif quotidien Stockroom : ${n} notifications`,
  singleSubject: (title) => `Stockroom : ${title}`,
  digestIntro: (n) => `Vos notifications du jour (${n}) :`,
  digestHeading: (n) => `Votre récapitulatif quotidien (${n})`,
  openInStockroom: "Ouvrir dans Stockroom",
  notificationSettings: "Paramètres des notifications",
  unsubscribeFrom: (label) => `Se désabonner : ${label}`,
  switches: {
    inventoryAlerts: "Alertes d’inventaire",
    lowStockAlerts: "Alertes de stock bas",
    systemUpdates: "Mises à jour du système",
    newFeatures: "Nouvelles fonctionnalités",
  },
  slackTest: "Message de test Stockroom : les notifications seront publiées ici.",
  unsubscribedTitle: "Vous êtes désabonné",
  unsubscribed: (label) =>
    `Vous ne recevrez plus : ${label.toLowerCase()}. Vous pouvez les réactiver dans les paramètres de l’application.`,
  badLinkTitle: "Ce lien ne fonctionne pas",
  badLink:
    "Ce lien de désabonnement n’est pas valide. Modifiez vos notifications dans les paramètres de l’application.",
};

const de: NotificationTexts = {
  anItem: "Ein Artikel",
  outOfStock: (item) => `Nicht vorrätig: ${item}`,
  reorderPointReached: (item) => `Meldebestand erreicht: ${item}`,
  lowStock: (item) => `Niedriger Bestand: ${item}`,
  left: (q) => `Noch ${q} vorrätig`,
  runningLow: "Bestand wird knapp",
  reorderPoint: (p) => ` (Meldebestand ${p})`,
  seeReorderList: ". Siehe Nachbestellliste.",
  inventoryAlert: (item) => `Inventurhinweis: ${item}`,
  countLooksUnusual: "Eine neue Zählung sieht ungewöhnlich aus",
  counted: (q) => `(gezählt: ${q})`,
  aNewMember: "Ein neues Mitglied",
  joinedOrganization: (who) => `${who} ist der Organisation beigetreten`,
  joinedAs: (who, role) => `${who} ist als ${role} beigetreten.`,
  joined: (who) => `${who} ist beigetreten.`,
  roles: { owner: "Inhaber", admin: "Administrator", manager: "Manager", member: "Mitglied", viewer: "Betrachter" },
  countsMade: (n) => `${n} Zählungen`,
  itemsLow: (n) => `${n} Artikel mit niedrigem Bestand`,
  itemsOut: (n) => `${n} nicht vorrätig`,
  anomaliesOpen: (n) => `${n} offene Auffälligkeiten`,
  dataQuality: (c) => `Datenqualität ${c}`,
  weeklyReportOf: (week) => `Wochenbericht: Woche vom ${week}`,
  weeklyReport: "Wochenbericht",
  weeklySummary: "Die Inventurübersicht dieser Woche.",
  systemUpdate: (title) => `Systemaktualisierung: ${title}`,
  newFeature: (title) => `Neue Funktion: ${title}`,
  notification: "Benachrichtigung",
  digestSubject: (n) => `Stockroom-Tageszusammenfassung: ${n} Benachrichtigungen`,
  singleSubject: (title) => `Stockroom: ${title}`,
  digestIntro: (n) => `Ihre Benachrichtigungen des Tages (${n}):`,
  digestHeading: (n) => `Ihre Tageszusammenfassung (${n})`,
  openInStockroom: "In Stockroom öffnen",
  notificationSettings: "Benachrichtigungseinstellungen",
  unsubscribeFrom: (label) => `Abmelden von: ${label}`,
  switches: {
    inventoryAlerts: "Inventurhinweise",
    lowStockAlerts: "Warnungen bei niedrigem Bestand",
    systemUpdates: "Systemaktualisierungen",
    newFeatures: "Neue Funktionen",
  },
  slackTest: "Stockroom-Testnachricht: Benachrichtigungen werden hier gepostet.",
  unsubscribedTitle: "Sie sind abgemeldet",
  unsubscribed: (label) =>
    `Sie erhalten „${label}“ nicht mehr. In den App-Einstellungen können Sie sie wieder einschalten.`,
  badLinkTitle: "Dieser Link funktioniert nicht",
  badLink: "Dieser Abmeldelink ist ungültig. Ändern Sie Ihre Benachrichtigungen in den App-Einstellungen.",
};

const TEXTS: Record<Language, NotificationTexts> = { en, es, fr, de };

export function notificationTexts(language: Language): NotificationTexts {
  return TEXTS[language] ?? en;
}

/** A number as the language writes it (1,234.5 / 1.234,5). */
export function formatCount(language: Language, n: number): string {
  return new Intl.NumberFormat(language).format(n);
}

/** The reorder list's CSV header (core's REORDER_CSV_HEADER in English), in the requester's language. */
export const REORDER_CSV_HEADERS: Record<Exclude<Language, "en">, readonly string[]> = {
  es: [
    "Artículo",
    "Elemento",
    "Tipo de artículo",
    "Cantidad",
    "Punto de pedido",
    "Origen del punto de pedido",
    "Consumo diario",
    "Días hasta agotarse",
    "Cantidad de pedido sugerida",
  ],
  fr: [
    "Article",
    "Élément",
    "Type d’article",
    "Quantité",
    "Seuil de réapprovisionnement",
    "Origine du seuil",
    "Consommation par jour",
    "Jours avant épuisement",
    "Quantité à commander suggérée",
  ],
  de: [
    "Artikel",
    "Position",
    "Artikeltyp",
    "Menge",
    "Meldebestand",
    "Quelle des Meldebestands",
    "Verbrauch pro Tag",
    "Tage bis leer",
    "Vorgeschlagene Bestellmenge",
  ],
};
