import type { Language } from "@stockroom/core";

type Translations = Record<Exclude<Language, "en">, string>;

/**
 * The texts the services and routers throw (DomainError, TRPCError) beyond sign-in, password,
 * phone and settings (serverMessages.ts), keyed by their English text. A key may hold
 * placeholders `{0}`, `{1}`… where the thrown text carries a value (a name, a number, another
 * message): the value is put into the translation, itself translated when it is a listed
 * message or word. `apps/server/test/server-messages.test.ts` reads every thrown text from the
 * code and fails when one is missing here.
 */
export const SERVICE_MESSAGES: ReadonlyArray<readonly [english: string, translations: Translations]> = [
  // Access
  [
    "This API token does not have the scope this request needs.",
    {
      es: "Este token de API no tiene el permiso que necesita esta solicitud.",
      fr: "Ce jeton d’API n’a pas la portée nécessaire à cette requête.",
      de: "Dieses API-Token hat nicht die Berechtigung, die diese Anfrage braucht.",
    },
  ],
  [
    "Access Denied: You are not a platform operator",
    {
      es: "Acceso denegado: no eres operador de la plataforma",
      fr: "Accès refusé : vous n’êtes pas opérateur de la plateforme",
      de: "Zugriff verweigert: Sie sind kein Plattformbetreiber",
    },
  ],
  [
    "The cursor is not valid. Pass the nextCursor of a previous page.",
    {
      es: "El cursor no es válido. Pasa el nextCursor de una página anterior.",
      fr: "Le curseur n’est pas valide. Transmettez le nextCursor d’une page précédente.",
      de: "Der Cursor ist ungültig. Übergeben Sie den nextCursor einer vorherigen Seite.",
    },
  ],
  [
    "API token not found",
    { es: "Token de API no encontrado", fr: "Jeton d’API introuvable", de: "API-Token nicht gefunden" },
  ],
  [
    "Too many {0}. Please wait {1} minutes and try again.",
    {
      es: "Demasiados {0}. Espera {1} minutos y vuelve a intentarlo.",
      fr: "Trop de {0}. Patientez {1} minutes, puis réessayez.",
      de: "Zu viele {0}. Bitte warten Sie {1} Minuten und versuchen Sie es erneut.",
    },
  ],
  [
    "Too many {0}. Please wait {1} minute and try again.",
    {
      es: "Demasiados {0}. Espera {1} minuto y vuelve a intentarlo.",
      fr: "Trop de {0}. Patientez {1} minute, puis réessayez.",
      de: "Zu viele {0}. Bitte warten Sie {1} Minute und versuchen Sie es erneut.",
    },
  ],
  // Asset types and assets
  [
    "Asset type not found",
    { es: "Tipo de artículo no encontrado", fr: "Type d’article introuvable", de: "Artikeltyp nicht gefunden" },
  ],
  ["Asset not found", { es: "Artículo no encontrado", fr: "Article introuvable", de: "Artikel nicht gefunden" }],
  [
    "An asset cannot be inside itself or one of its own parts.",
    {
      es: "Un artículo no puede estar dentro de sí mismo ni de una de sus propias piezas.",
      fr: "Un article ne peut pas se trouver dans lui-même ni dans l’une de ses propres pièces.",
      de: "Ein Artikel kann nicht in sich selbst oder in einem seiner eigenen Teile liegen.",
    },
  ],
  // Import
  ["The file is empty.", { es: "El archivo está vacío.", fr: "Le fichier est vide.", de: "Die Datei ist leer." }],
  [
    "This file is neither a CSV file nor an Excel workbook. Save it as CSV (.csv) or Excel (.xlsx) and upload it again.",
    {
      es: "Este archivo no es ni un CSV ni un libro de Excel. Guárdalo como CSV (.csv) o Excel (.xlsx) y vuelve a subirlo.",
      fr: "Ce fichier n’est ni un fichier CSV ni un classeur Excel. Enregistrez-le au format CSV (.csv) ou Excel (.xlsx), puis importez-le à nouveau.",
      de: "Diese Datei ist weder eine CSV-Datei noch eine Excel-Arbeitsmappe. Speichern Sie sie als CSV (.csv) oder Excel (.xlsx) und laden Sie sie erneut hoch.",
    },
  ],
  [
    "The file has {0} columns; at most 200 columns can be imported.",
    {
      es: "El archivo tiene {0} columnas; se pueden importar como máximo 200.",
      fr: "Le fichier comporte {0} colonnes ; 200 colonnes au plus peuvent être importées.",
      de: "Die Datei hat {0} Spalten; höchstens 200 Spalten können importiert werden.",
    },
  ],
  [
    "The Excel workbook could not be read. Save it again in Excel as .xlsx.",
    {
      es: "No se ha podido leer el libro de Excel. Vuelve a guardarlo en Excel como .xlsx.",
      fr: "Le classeur Excel n’a pas pu être lu. Enregistrez-le à nouveau dans Excel au format .xlsx.",
      de: "Die Excel-Arbeitsmappe konnte nicht gelesen werden. Speichern Sie sie in Excel erneut als .xlsx.",
    },
  ],
  [
    'The workbook has no sheet named "{0}".',
    {
      es: "El libro no tiene ninguna hoja llamada «{0}».",
      fr: "Le classeur ne contient aucune feuille nommée « {0} ».",
      de: "Die Arbeitsmappe hat kein Blatt namens „{0}“.",
    },
  ],
  [
    "The sheet has merged cells ({0}). Unmerge them so every row has its own values, then upload again.",
    {
      es: "La hoja tiene celdas combinadas ({0}). Sepáralas para que cada fila tenga sus propios valores y vuelve a subirla.",
      fr: "La feuille contient des cellules fusionnées ({0}). Annulez la fusion pour que chaque ligne ait ses propres valeurs, puis importez à nouveau.",
      de: "Das Blatt enthält verbundene Zellen ({0}). Heben Sie die Verbindung auf, damit jede Zeile eigene Werte hat, und laden Sie die Datei erneut hoch.",
    },
  ],
  [
    "Cell {0} holds a formula without a saved value. Open the file in Excel, save it, and upload it again.",
    {
      es: "La celda {0} contiene una fórmula sin valor guardado. Abre el archivo en Excel, guárdalo y vuelve a subirlo.",
      fr: "La cellule {0} contient une formule sans valeur enregistrée. Ouvrez le fichier dans Excel, enregistrez-le, puis importez-le à nouveau.",
      de: "Zelle {0} enthält eine Formel ohne gespeicherten Wert. Öffnen Sie die Datei in Excel, speichern Sie sie und laden Sie sie erneut hoch.",
    },
  ],
  [
    "The uploaded file was not found. Upload it again.",
    {
      es: "No se ha encontrado el archivo subido. Vuelve a subirlo.",
      fr: "Le fichier importé est introuvable. Importez-le à nouveau.",
      de: "Die hochgeladene Datei wurde nicht gefunden. Laden Sie sie erneut hoch.",
    },
  ],
  [
    "The mapping does not match the file's columns. Preview the file again.",
    {
      es: "La asignación no coincide con las columnas del archivo. Vuelve a previsualizar el archivo.",
      fr: "La correspondance ne correspond pas aux colonnes du fichier. Affichez à nouveau l’aperçu du fichier.",
      de: "Die Zuordnung passt nicht zu den Spalten der Datei. Zeigen Sie die Vorschau der Datei erneut an.",
    },
  ],
  [
    '"{0}" is not a field the import knows.',
    {
      es: "«{0}» no es un campo que la importación conozca.",
      fr: "« {0} » n’est pas un champ connu de l’import.",
      de: "„{0}“ ist kein Feld, das der Import kennt.",
    },
  ],
  [
    "The file has a header row but no rows to import.",
    {
      es: "El archivo tiene una fila de encabezado, pero ninguna fila que importar.",
      fr: "Le fichier a une ligne d’en-tête, mais aucune ligne à importer.",
      de: "Die Datei hat eine Kopfzeile, aber keine Zeilen zum Importieren.",
    },
  ],
  [
    "Row {0} has an error ({1}). Nothing was imported; fix the rows with errors and try again.",
    {
      es: "La fila {0} tiene un error ({1}). No se ha importado nada; corrige las filas con errores y vuelve a intentarlo.",
      fr: "La ligne {0} contient une erreur ({1}). Rien n’a été importé ; corrigez les lignes en erreur, puis réessayez.",
      de: "Zeile {0} hat einen Fehler ({1}). Es wurde nichts importiert; korrigieren Sie die fehlerhaften Zeilen und versuchen Sie es erneut.",
    },
  ],
  [
    "A barcode or external id in the file is already used by another asset. Nothing was imported.",
    {
      es: "Un código de barras o ID externo del archivo ya lo usa otro artículo. No se ha importado nada.",
      fr: "Un code-barres ou un identifiant externe du fichier est déjà utilisé par un autre article. Rien n’a été importé.",
      de: "Ein Barcode oder eine externe ID aus der Datei wird bereits von einem anderen Artikel verwendet. Es wurde nichts importiert.",
    },
  ],
  ["Import not found", { es: "Importación no encontrada", fr: "Import introuvable", de: "Import nicht gefunden" }],
  [
    "This import has already been undone.",
    {
      es: "Esta importación ya se ha deshecho.",
      fr: "Cet import a déjà été annulé.",
      de: "Dieser Import wurde bereits rückgängig gemacht.",
    },
  ],
  [
    "This import cannot be undone: {0} of its items was counted after it ({1}). Correct those counts instead.",
    {
      es: "Esta importación no se puede deshacer: {0} de sus artículos se contó después ({1}). Corrige esos recuentos en su lugar.",
      fr: "Cet import ne peut pas être annulé : {0} de ses articles a été compté après lui ({1}). Corrigez plutôt ces comptages.",
      de: "Dieser Import kann nicht rückgängig gemacht werden: {0} seiner Artikel wurde danach gezählt ({1}). Korrigieren Sie stattdessen diese Zählungen.",
    },
  ],
  [
    "This import cannot be undone: {0} of its items were counted after it ({1}). Correct those counts instead.",
    {
      es: "Esta importación no se puede deshacer: {0} de sus artículos se contaron después ({1}). Corrige esos recuentos en su lugar.",
      fr: "Cet import ne peut pas être annulé : {0} de ses articles ont été comptés après lui ({1}). Corrigez plutôt ces comptages.",
      de: "Dieser Import kann nicht rückgängig gemacht werden: {0} seiner Artikel wurden danach gezählt ({1}). Korrigieren Sie stattdessen diese Zählungen.",
    },
  ],
  [
    "This import cannot be undone: {0} of its items was counted after it ({1}, …). Correct those counts instead.",
    {
      es: "Esta importación no se puede deshacer: {0} de sus artículos se contó después ({1}, …). Corrige esos recuentos en su lugar.",
      fr: "Cet import ne peut pas être annulé : {0} de ses articles a été compté après lui ({1}, …). Corrigez plutôt ces comptages.",
      de: "Dieser Import kann nicht rückgängig gemacht werden: {0} seiner Artikel wurde danach gezählt ({1}, …). Korrigieren Sie stattdessen diese Zählungen.",
    },
  ],
  [
    "This import cannot be undone: {0} of its items were counted after it ({1}, …). Correct those counts instead.",
    {
      es: "Esta importación no se puede deshacer: {0} de sus artículos se contaron después ({1}, …). Corrige esos recuentos en su lugar.",
      fr: "Cet import ne peut pas être annulé : {0} de ses articles ont été comptés après lui ({1}, …). Corrigez plutôt ces comptages.",
      de: "Dieser Import kann nicht rückgängig gemacht werden: {0} seiner Artikel wurden danach gezählt ({1}, …). Korrigieren Sie stattdessen diese Zählungen.",
    },
  ],
  [
    "Only a manager or an admin can import assets.",
    {
      es: "Solo un gestor o un administrador puede importar artículos.",
      fr: "Seul un gestionnaire ou un administrateur peut importer des articles.",
      de: "Nur ein Manager oder ein Administrator kann Artikel importieren.",
    },
  ],
  // Forms and counts
  ["Form not found", { es: "Formulario no encontrado", fr: "Formulaire introuvable", de: "Formular nicht gefunden" }],
  [
    "Please attach a file uploaded to this organization",
    {
      es: "Adjunta un archivo subido a esta organización",
      fr: "Veuillez joindre un fichier importé dans cette organisation",
      de: "Bitte hängen Sie eine Datei an, die in diese Organisation hochgeladen wurde",
    },
  ],
  [
    "Form schema is missing or invalid. Please contact your administrator.",
    {
      es: "Falta la estructura del formulario o no es válida. Ponte en contacto con tu administrador.",
      fr: "La structure du formulaire est absente ou invalide. Veuillez contacter votre administrateur.",
      de: "Der Aufbau des Formulars fehlt oder ist ungültig. Bitte wenden Sie sich an Ihren Administrator.",
    },
  ],
  [
    "Form is not linked to this asset type",
    {
      es: "El formulario no está vinculado a este tipo de artículo",
      fr: "Le formulaire n’est pas lié à ce type d’article",
      de: "Das Formular ist nicht mit diesem Artikeltyp verknüpft",
    },
  ],
  [
    "Intake submissions are always new entries",
    {
      es: "Las entradas siempre se registran como nuevas",
      fr: "Une réception est toujours une nouvelle saisie",
      de: "Wareneingänge sind immer neue Einträge",
    },
  ],
  [
    "{0} must be at most {1}",
    { es: "{0} debe ser como máximo {1}", fr: "{0} ne doit pas dépasser {1}", de: "{0} darf höchstens {1} sein" },
  ],
  [
    "Submission not found",
    { es: "Envío no encontrado", fr: "Soumission introuvable", de: "Einsendung nicht gefunden" },
  ],
  [
    "Test value set not found",
    {
      es: "Conjunto de valores de prueba no encontrado",
      fr: "Jeu de valeurs de test introuvable",
      de: "Testwertesatz nicht gefunden",
    },
  ],
  [
    "No {0} form is currently linked",
    {
      es: "No hay ningún formulario de {0} vinculado",
      fr: "Aucun formulaire de {0} n’est lié pour le moment",
      de: "Derzeit ist kein Formular für {0} verknüpft",
    },
  ],
  [
    "Please choose the form these answers belong to.",
    {
      es: "Elige el formulario al que pertenecen estas respuestas.",
      fr: "Veuillez choisir le formulaire auquel appartiennent ces réponses.",
      de: "Bitte wählen Sie das Formular, zu dem diese Antworten gehören.",
    },
  ],
  [
    "These answers are not fields of the form: {0}.",
    {
      es: "Estas respuestas no son campos del formulario: {0}.",
      fr: "Ces réponses ne sont pas des champs du formulaire : {0}.",
      de: "Diese Antworten sind keine Felder des Formulars: {0}.",
    },
  ],
  // Inventory
  [
    "History record not found",
    {
      es: "Registro del historial no encontrado",
      fr: "Entrée d’historique introuvable",
      de: "Verlaufseintrag nicht gefunden",
    },
  ],
  [
    "Intake events cannot be corrected",
    {
      es: "Las entradas no se pueden corregir",
      fr: "Les réceptions ne peuvent pas être corrigées",
      de: "Wareneingänge können nicht korrigiert werden",
    },
  ],
  [
    "This asset is archived. Restore it temporarily to apply a correction.",
    {
      es: "Este artículo está archivado. Restáuralo temporalmente para aplicar una corrección.",
      fr: "Cet article est archivé. Restaurez-le temporairement pour appliquer une correction.",
      de: "Dieser Artikel ist archiviert. Stellen Sie ihn vorübergehend wieder her, um eine Korrektur vorzunehmen.",
    },
  ],
  [
    "Inventory item not found",
    {
      es: "Existencias del artículo no encontradas",
      fr: "Stock de l’article introuvable",
      de: "Bestandsposten nicht gefunden",
    },
  ],
  [
    "Inventory already exists for this asset",
    {
      es: "Este artículo ya tiene existencias",
      fr: "Cet article a déjà un stock",
      de: "Für diesen Artikel gibt es bereits einen Bestand",
    },
  ],
  ["Asset Not Found", { es: "Artículo no encontrado", fr: "Article introuvable", de: "Artikel nicht gefunden" }],
  // Notifications
  [
    "Notification not found",
    { es: "Notificación no encontrada", fr: "Notification introuvable", de: "Benachrichtigung nicht gefunden" },
  ],
  [
    "This browser's push address is not accepted",
    {
      es: "No se acepta la dirección push de este navegador",
      fr: "L’adresse push de ce navigateur n’est pas acceptée",
      de: "Die Push-Adresse dieses Browsers wird nicht akzeptiert",
    },
  ],
  [
    "Only members of this organization can be notified",
    {
      es: "Solo se puede notificar a miembros de esta organización",
      fr: "Seuls les membres de cette organisation peuvent être notifiés",
      de: "Nur Mitglieder dieser Organisation können benachrichtigt werden",
    },
  ],
  [
    "Enter a Slack incoming webhook URL (https://hooks.slack.com/services/…)",
    {
      es: "Introduce una URL de webhook entrante de Slack (https://hooks.slack.com/services/…)",
      fr: "Saisissez l’URL d’un webhook entrant Slack (https://hooks.slack.com/services/…)",
      de: "Geben Sie die URL eines eingehenden Slack-Webhooks ein (https://hooks.slack.com/services/…)",
    },
  ],
  [
    "Enter the Slack webhook URL first",
    {
      es: "Introduce primero la URL del webhook de Slack",
      fr: "Saisissez d’abord l’URL du webhook Slack",
      de: "Geben Sie zuerst die URL des Slack-Webhooks ein",
    },
  ],
  [
    "Slack did not accept the test message (HTTP {0})",
    {
      es: "Slack no ha aceptado el mensaje de prueba (HTTP {0})",
      fr: "Slack n’a pas accepté le message de test (HTTP {0})",
      de: "Slack hat die Testnachricht nicht angenommen (HTTP {0})",
    },
  ],
  [
    "Slack did not answer; check the URL and try again",
    {
      es: "Slack no ha respondido; revisa la URL y vuelve a intentarlo",
      fr: "Slack n’a pas répondu ; vérifiez l’URL, puis réessayez",
      de: "Slack hat nicht geantwortet; prüfen Sie die URL und versuchen Sie es erneut",
    },
  ],
  // Members and invitations
  [
    "{0} is already a member of this organization.",
    {
      es: "{0} ya es miembro de esta organización.",
      fr: "{0} est déjà membre de cette organisation.",
      de: "{0} ist bereits Mitglied dieser Organisation.",
    },
  ],
  [
    "{0} already belongs to another organization. Remove them there first.",
    {
      es: "{0} ya pertenece a otra organización. Quítalo primero de allí.",
      fr: "{0} appartient déjà à une autre organisation. Retirez d’abord ce compte de celle-ci.",
      de: "{0} gehört bereits zu einer anderen Organisation. Entfernen Sie das Konto zuerst dort.",
    },
  ],
  [
    'This organization has reached its limit of {0} members. An administrator can raise "Max members" under Organization Settings → Advanced.',
    {
      es: "Esta organización ha alcanzado su límite de {0} miembros. Un administrador puede aumentar «Máximo de miembros» en Configuración de la organización → Avanzado.",
      fr: "Cette organisation a atteint sa limite de {0} membres. Un administrateur peut relever « Nombre maximal de membres » dans Paramètres de l’organisation → Avancé.",
      de: "Diese Organisation hat ihr Limit von {0} Mitgliedern erreicht. Ein Administrator kann „Maximale Mitgliederzahl“ unter Organisationseinstellungen → Erweitert erhöhen.",
    },
  ],
  [
    "Invitation not found",
    { es: "Invitación no encontrada", fr: "Invitation introuvable", de: "Einladung nicht gefunden" },
  ],
  [
    "This invitation has expired",
    { es: "Esta invitación ha caducado", fr: "Cette invitation a expiré", de: "Diese Einladung ist abgelaufen" },
  ],
  [
    "This invitation has already been accepted",
    {
      es: "Esta invitación ya se ha aceptado",
      fr: "Cette invitation a déjà été acceptée",
      de: "Diese Einladung wurde bereits angenommen",
    },
  ],
  [
    "This invitation was sent to {0}. Sign in with that address to accept it.",
    {
      es: "Esta invitación se envió a {0}. Inicia sesión con esa dirección para aceptarla.",
      fr: "Cette invitation a été envoyée à {0}. Connectez-vous avec cette adresse pour l’accepter.",
      de: "Diese Einladung wurde an {0} gesendet. Melden Sie sich mit dieser Adresse an, um sie anzunehmen.",
    },
  ],
  [
    "A user with this email address already exists.",
    {
      es: "Ya existe un usuario con esta dirección de correo electrónico.",
      fr: "Un utilisateur avec cette adresse e-mail existe déjà.",
      de: "Es gibt bereits einen Benutzer mit dieser E-Mail-Adresse.",
    },
  ],
  [
    "An account with this email already exists. Sign in to accept the invitation.",
    {
      es: "Ya existe una cuenta con este correo electrónico. Inicia sesión para aceptar la invitación.",
      fr: "Un compte avec cette adresse e-mail existe déjà. Connectez-vous pour accepter l’invitation.",
      de: "Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Melden Sie sich an, um die Einladung anzunehmen.",
    },
  ],
  [
    'Member invitations are turned off for this organization. Ask an administrator to invite, or to turn on "Allow member invites".',
    {
      es: "Las invitaciones de miembros están desactivadas en esta organización. Pide a un administrador que invite o que active «Permitir invitaciones de miembros».",
      fr: "Les invitations par les membres sont désactivées pour cette organisation. Demandez à un administrateur d’inviter, ou d’activer « Autoriser les invitations par les membres ».",
      de: "Einladungen durch Mitglieder sind in dieser Organisation ausgeschaltet. Bitten Sie einen Administrator, einzuladen oder „Einladungen durch Mitglieder erlauben“ einzuschalten.",
    },
  ],
  [
    "Failed to send invitation",
    {
      es: "No se ha podido enviar la invitación",
      fr: "Impossible d’envoyer l’invitation",
      de: "Die Einladung konnte nicht gesendet werden",
    },
  ],
  [
    "This PIN is already used by another member of your organization. Please choose a different PIN.",
    {
      es: "Otro miembro de tu organización ya usa este PIN. Elige otro PIN.",
      fr: "Ce code PIN est déjà utilisé par un autre membre de votre organisation. Veuillez en choisir un autre.",
      de: "Diese PIN verwendet bereits ein anderes Mitglied Ihrer Organisation. Bitte wählen Sie eine andere PIN.",
    },
  ],
  ["Member not found", { es: "Miembro no encontrado", fr: "Membre introuvable", de: "Mitglied nicht gefunden" }],
  [
    "You cannot do this to your own account.",
    {
      es: "No puedes hacer esto con tu propia cuenta.",
      fr: "Vous ne pouvez pas faire cela sur votre propre compte.",
      de: "Das können Sie mit Ihrem eigenen Konto nicht tun.",
    },
  ],
  [
    "Only an owner can change or remove an owner.",
    {
      es: "Solo un propietario puede cambiar o quitar a otro propietario.",
      fr: "Seul un propriétaire peut modifier ou retirer un propriétaire.",
      de: "Nur ein Eigentümer kann einen Eigentümer ändern oder entfernen.",
    },
  ],
  [
    "Platform operator accounts can only be deleted from the platform console.",
    {
      es: "Las cuentas de operador de la plataforma solo se pueden eliminar desde la consola de la plataforma.",
      fr: "Les comptes d’opérateur de la plateforme ne peuvent être supprimés que depuis la console de la plateforme.",
      de: "Konten von Plattformbetreibern können nur in der Plattformkonsole gelöscht werden.",
    },
  ],
  // Organization, platform and profile
  [
    "Could not upload organization logo",
    {
      es: "No se ha podido subir el logotipo de la organización",
      fr: "Impossible d’importer le logo de l’organisation",
      de: "Das Logo der Organisation konnte nicht hochgeladen werden",
    },
  ],
  [
    "No organization to update or user not loaded",
    {
      es: "No hay ninguna organización que actualizar o no se ha cargado el usuario",
      fr: "Aucune organisation à mettre à jour, ou l’utilisateur n’est pas chargé",
      de: "Keine Organisation zum Aktualisieren oder Benutzer nicht geladen",
    },
  ],
  [
    "No user with this email address exists.",
    {
      es: "No existe ningún usuario con esta dirección de correo electrónico.",
      fr: "Aucun utilisateur n’a cette adresse e-mail.",
      de: "Es gibt keinen Benutzer mit dieser E-Mail-Adresse.",
    },
  ],
  ["User not found", { es: "Usuario no encontrado", fr: "Utilisateur introuvable", de: "Benutzer nicht gefunden" }],
  [
    "Error uploading avatar",
    {
      es: "Error al subir la foto de perfil",
      fr: "Erreur lors de l’importation de l’avatar",
      de: "Fehler beim Hochladen des Profilbilds",
    },
  ],
  // Reports
  [
    "An organization can keep at most 500 report templates. Delete one you no longer need first.",
    {
      es: "Una organización puede guardar como máximo 500 plantillas de informe. Elimina primero una que ya no necesites.",
      fr: "Une organisation peut conserver au plus 500 modèles de rapport. Supprimez d’abord un modèle dont vous n’avez plus besoin.",
      de: "Eine Organisation kann höchstens 500 Berichtsvorlagen speichern. Löschen Sie zuerst eine, die Sie nicht mehr brauchen.",
    },
  ],
  [
    "Report template not found",
    {
      es: "Plantilla de informe no encontrada",
      fr: "Modèle de rapport introuvable",
      de: "Berichtsvorlage nicht gefunden",
    },
  ],
  [
    "This report has a row too large to send (over 6 MB of answers). Choose a shorter date range or fewer asset types.",
    {
      es: "Este informe tiene una fila demasiado grande para enviarla (más de 6 MB de respuestas). Elige un intervalo de fechas más corto o menos tipos de artículo.",
      fr: "Ce rapport contient une ligne trop volumineuse pour être envoyée (plus de 6 Mo de réponses). Choisissez une période plus courte ou moins de types d’article.",
      de: "Dieser Bericht hat eine Zeile, die zum Senden zu groß ist (über 6 MB Antworten). Wählen Sie einen kürzeren Zeitraum oder weniger Artikeltypen.",
    },
  ],
  [
    "You are already generating 2 reports. Please wait for them to finish and try again.",
    {
      es: "Ya estás generando 2 informes. Espera a que terminen y vuelve a intentarlo.",
      fr: "Vous générez déjà 2 rapports. Attendez qu’ils soient terminés, puis réessayez.",
      de: "Sie erstellen bereits 2 Berichte. Bitte warten Sie, bis sie fertig sind, und versuchen Sie es erneut.",
    },
  ],
  [
    "The server is busy generating other reports. Please try again in a moment.",
    {
      es: "El servidor está ocupado generando otros informes. Vuelve a intentarlo en unos instantes.",
      fr: "Le serveur est occupé à générer d’autres rapports. Réessayez dans un instant.",
      de: "Der Server erstellt gerade andere Berichte. Bitte versuchen Sie es gleich noch einmal.",
    },
  ],
  [
    "The export request is not valid JSON.",
    {
      es: "La solicitud de exportación no es un JSON válido.",
      fr: "La demande d’export n’est pas un JSON valide.",
      de: "Die Exportanfrage ist kein gültiges JSON.",
    },
  ],
  // Webhooks
  [
    "This address is private, loopback or link-local; webhooks are only sent to public addresses",
    {
      es: "Esta dirección es privada, de bucle local o de enlace local; los webhooks solo se envían a direcciones públicas",
      fr: "Cette adresse est privée, de bouclage ou locale au lien ; les webhooks ne sont envoyés qu’à des adresses publiques",
      de: "Diese Adresse ist privat, eine Loopback- oder eine Link-Local-Adresse; Webhooks werden nur an öffentliche Adressen gesendet",
    },
  ],
  [
    "Webhook endpoint not found",
    {
      es: "Destino de webhook no encontrado",
      fr: "Point de terminaison de webhook introuvable",
      de: "Webhook-Endpunkt nicht gefunden",
    },
  ],
  [
    "An organization can have at most 20 webhook endpoints",
    {
      es: "Una organización puede tener como máximo 20 destinos de webhook",
      fr: "Une organisation peut avoir au plus 20 points de terminaison de webhook",
      de: "Eine Organisation kann höchstens 20 Webhook-Endpunkte haben",
    },
  ],
  [
    "Webhook delivery not found",
    {
      es: "Envío de webhook no encontrado",
      fr: "Livraison de webhook introuvable",
      de: "Webhook-Zustellung nicht gefunden",
    },
  ],
];

/**
 * English words and phrases the services put into a message's placeholders (what a limit
 * counts, a form's purpose, a field's name): translated with the message around them.
 */
export const PLACEHOLDER_WORDS: ReadonlyArray<readonly [english: string, translations: Translations]> = [
  ["sign-in attempts", { es: "intentos de inicio de sesión", fr: "tentatives de connexion", de: "Anmeldeversuche" }],
  [
    "password reset requests",
    {
      es: "solicitudes de restablecimiento de contraseña",
      fr: "demandes de réinitialisation du mot de passe",
      de: "Anfragen zum Zurücksetzen des Passworts",
    },
  ],
  ["intake", { es: "entrada", fr: "réception", de: "Wareneingang" }],
  ["inventory", { es: "inventario", fr: "inventaire", de: "Inventur" }],
  ["Quantity", { es: "La cantidad", fr: "La quantité", de: "Die Menge" }],
];
