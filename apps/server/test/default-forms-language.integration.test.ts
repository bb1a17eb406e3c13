import { inventoryHistory, inventoryItems } from "@stockroom/db";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { client, createUser, type OrgFixture, setUpTwoOrganizations, type TestApp } from "./harness";

// Default forms (forms.createDefaults) are written in the creating admin's screen language, as
// a new form in the builder starts in it; English stays the spec's. A form made in Spanish
// still fills the history entry's location, condition and notes from its answers.

let t: TestApp;
let a: OrgFixture;

setUpTwoOrganizations("default-forms-language", async (f) => {
  ({ t, a } = f);
});

async function memberIn(language: string) {
  const email = `${language}.${Math.random().toString(36).slice(2, 7)}@default-forms.test`;
  await createUser(t.db.db, { email, password: "test-password", org: { id: a.org.id, role: "manager" } });
  const c = client(t.baseUrl, { language });
  await c.trpc.auth.signIn.mutate({ email, password: "test-password" });
  return c;
}

describe("default forms in the creating admin's language", () => {
  it("English: the spec's names, labels and placeholder, as before", async () => {
    const en = await memberIn("en");
    const type = await en.trpc.assetTypes.create.mutate({ name: "Buckets" });
    const { created } = await en.trpc.forms.createDefaults.mutate({ assetTypeId: type.id });
    expect(created.map((c) => c.name)).toEqual(["Buckets Intake Form", "Buckets Inventory Form"]);
    const intake = await en.trpc.forms.get.query({ id: created[0]?.id ?? "" });
    expect(intake.description).toBe("Default intake form for Buckets");
    expect(intake.fields?.map((f) => [f.label, f.placeholder ?? null])).toEqual([
      ["Quantity Received", "Enter number"],
      ["Location", null],
      ["Notes", null],
    ]);
  });

  it("Spanish, French and German: names, descriptions, labels and placeholder in that language; ids and actions the same", async () => {
    const expected = {
      es: {
        names: ["Formulario de entrada de Pintura", "Formulario de inventario de Pintura"],
        description: "Formulario de inventario predeterminado para Pintura",
        labels: ["Cantidad", "Ubicación", "Estado", "Notas"],
        placeholder: "Introduce un número",
      },
      fr: {
        names: ["Formulaire de réception de Pintura", "Formulaire d’inventaire de Pintura"],
        description: "Formulaire d’inventaire par défaut pour Pintura",
        labels: ["Quantité", "Emplacement", "État", "Remarques"],
        placeholder: "Saisissez un nombre",
      },
      de: {
        names: ["Wareneingangsformular Pintura", "Inventurformular Pintura"],
        description: "Standard-Inventurformular für Pintura",
        labels: ["Menge", "Standort", "Zustand", "Notizen"],
        placeholder: "Zahl eingeben",
      },
    } as const;
    for (const [language, want] of Object.entries(expected)) {
      const c = await memberIn(language);
      // The type's name is the admin's own text: kept as typed.
      const type = await c.trpc.assetTypes.create.mutate({ name: `Pintura ${language}` });
      const { created } = await c.trpc.forms.createDefaults.mutate({ assetTypeId: type.id });
      expect(created.map((f) => f.name)).toEqual(want.names.map((n) => `${n} ${language}`));
      const inventory = await c.trpc.forms.get.query({ id: created[1]?.id ?? "" });
      expect(inventory.description).toBe(`${want.description} ${language}`);
      expect(inventory.fields?.map((f) => [f.id, f.label, f.type, f.inventory_action])).toEqual([
        ["field_1", want.labels[0], "number", "set"],
        ["field_2", want.labels[1], "text", "none"],
        ["field_3", want.labels[2], "select", "none"],
        ["field_4", want.labels[3], "textarea", "none"],
      ]);
      expect(inventory.fields?.[0]?.placeholder).toBe(want.placeholder);
      // The condition's options are the history's condition values in every language.
      expect(inventory.fields?.[2]?.options).toEqual(["excellent", "good", "fair", "poor"]);
    }
  });

  it("a count on the Spanish inventory form sets the stock and fills the entry's location, condition and notes", async () => {
    const es = await memberIn("es");
    const type = await es.trpc.assetTypes.create.mutate({ name: "Cubos" });
    const { created } = await es.trpc.forms.createDefaults.mutate({ assetTypeId: type.id });
    const asset = await es.trpc.assets.create.mutate({
      name: "Cubo azul",
      asset_type_id: type.id,
      current_inventory: "20",
    });
    await es.trpc.forms.submit.mutate({
      formId: created[1]?.id ?? "",
      assetId: asset.id,
      values: { field_1: 12, field_2: "Pasillo 3", field_3: "good", field_4: "Dos abollados" },
    });
    const [item] = await t.db.db.select().from(inventoryItems).where(eq(inventoryItems.assetId, asset.id));
    expect(item).toMatchObject({ quantity: 12, location: "Pasillo 3" });
    const [entry] = await t.db.db
      .select()
      .from(inventoryHistory)
      .where(eq(inventoryHistory.inventoryItemId, item?.id ?? ""))
      .orderBy(desc(inventoryHistory.createdAt))
      .limit(1);
    expect(entry).toMatchObject({ quantity: 12, location: "Pasillo 3", condition: "good", notes: "Dos abollados" });
  });
});
