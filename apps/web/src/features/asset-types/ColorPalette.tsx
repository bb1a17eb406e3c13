import { useLingui } from "@lingui/react/macro";
import { CheckIcon, ColorSwatch, Group, Input } from "@mantine/core";
import { ASSET_TYPE_COLOR_PALETTE } from "@stockroom/core";

/** The palette of 10 asset type colours (spec 02 §9), as a radio group. */
export function ColorPalette({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (color: string) => void;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <Input.Wrapper label={t`Colour`} error={error}>
      <Group gap="xs" mt={4} role="radiogroup" aria-label={t`Colour`}>
        {ASSET_TYPE_COLOR_PALETTE.map((color) => {
          const selected = color.toLowerCase() === value.toLowerCase();
          return (
            <ColorSwatch
              key={color}
              component="button"
              type="button"
              color={color}
              role="radio"
              aria-checked={selected}
              aria-label={color}
              onClick={() => onChange(color)}
              style={{ cursor: "pointer", color: "#fff" }}
            >
              {selected ? <CheckIcon size={12} /> : null}
            </ColorSwatch>
          );
        })}
      </Group>
    </Input.Wrapper>
  );
}
