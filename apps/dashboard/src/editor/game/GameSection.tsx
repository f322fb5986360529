import { NumberField, Section, Toggle } from '../controls.tsx';
import { withDesign, type FormProps } from '../edit.ts';

/** A game's settings beside its prizes: whether the form comes first, and how many gift boxes. */
export function GameSection({ document, edit }: FormProps) {
  const design = document.design_properties;
  const formFirst = design.disable_post_play_screen === 1;
  return (
    <Section
      title="Game"
      summary={
        formFirst
          ? 'Visitors fill in the play screen’s form; its button plays, and a win goes straight to the winning screen.'
          : 'Visitors play first; a win shows the post-play screen (the claim form), then the winning screen.'
      }
    >
      <Toggle
        label="Ask for the form before playing"
        hint="Turns off the post-play screen: put the form on the play screen, and its play button sends it."
        checked={formFirst}
        onChange={(on) => edit(undefined, withDesign({ disable_post_play_screen: on ? 1 : 0 }))}
      />
      {document.format === 1 && (
        <NumberField
          label="Gift boxes"
          min={1}
          max={5}
          value={typeof design.gift_box_count === 'number' ? design.gift_box_count : 3}
          hint="They shake in turn, one a second."
          onChange={(count) =>
            edit(
              'design.gift_box_count',
              withDesign({ gift_box_count: Math.min(5, Math.max(1, count ?? 3)) }),
            )
          }
        />
      )}
    </Section>
  );
}
