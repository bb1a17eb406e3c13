import { describe, expect, it } from "vitest";
import { braceToBracketNotation, bracketToBraceNotation } from "./bracketNotation";

const context = {
  fields: [
    { id: "field_1", label: "Quantity" },
    { id: "field_2", label: "Unit Price" },
    { id: "field_3", label: "Price.Total" },
  ],
  mappedFields: [
    { name: "cost", label: "Cost", formName: null },
    { name: "gallons_per_bucket", label: "Gallons", formName: "Paint Intake" },
  ],
};

describe("bracketToBraceNotation (spec 02 §5)", () => {
  it.each([
    ["[Quantity] * [Unit Price]", "{field_1} * {field_2}"],
    ["[quantity ] * 2", "{field_1} * 2"],
    ["[Price.Total]", "{field_3}"],
    ["[Asset.Cost] + [asset.cost]", "{mapped.cost} + {mapped.cost}"],
    ["[Paint Intake.Gallons]", "{mapped.gallons_per_bucket}"],
    ["[Other Form.Gallons]", "[Other Form.Gallons]"],
    ["[Asset.Unknown]", "[Asset.Unknown]"],
    ["[Missing]", "[Missing]"],
    ["{field_1} + 1", "{field_1} + 1"],
  ])("%s → %s", (input, output) => {
    expect(bracketToBraceNotation(input, context)).toBe(output);
  });
  it("works without a context", () => {
    expect(bracketToBraceNotation("[Quantity]", {})).toBe("[Quantity]");
  });
});

describe("braceToBracketNotation", () => {
  it.each([
    ["{field_1} * {field_2}", "[Quantity] * [Unit Price]"],
    ["{mapped.cost}", "[Asset.Cost]"],
    ["{mapped.gallons_per_bucket}", "[Paint Intake.Gallons]"],
    ["{mapped.nope} + {field_9} + {x}", "{mapped.nope} + {field_9} + {x}"],
  ])("%s → %s", (input, output) => {
    expect(braceToBracketNotation(input, context)).toBe(output);
  });
  it("works without a context", () => {
    expect(braceToBracketNotation("{field_1} + {mapped.cost}", {})).toBe("{field_1} + {mapped.cost}");
  });
});
