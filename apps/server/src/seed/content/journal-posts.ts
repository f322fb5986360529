/**
 * The Journal's words: fourteen subjects, each written out (a deck under the title, a body, and an
 * excerpt of its own for each of the three posts on it: the first, the field guide, the return).
 * `journal.ts` seeds them; `journal-art.ts` draws each post's picture from the subject's `scene`.
 */

export interface JournalSubject {
  title: string;
  /** The picture's scene (a key of `SCENES` in journal-art.ts). */
  scene: string;
  deck: string;
  /** One excerpt per post on the subject: the first post, the field guide, the one revisited. */
  excerpts: [string, string, string];
  paragraphs: [string, string];
  tips: [string, string, string];
  quote: string;
}

export const SUBJECTS: JournalSubject[] = [
  {
    title: 'A morning at the kiln',
    scene: 'kiln',
    deck: 'Twelve hours of fire, and the long wait before the door opens.',
    excerpts: [
      'We joined Ana before sunrise to load the kiln, and stayed until the first mugs came out warm.',
      'Cones, shelves and patience: what to watch for when a glaze firing climbs past 1,200 °C.',
      'A year on, the kiln has a new door and Ana has a new rule: never open it before it drops below 100 °C.',
    ],
    paragraphs: [
      'The kiln is loaded the evening before: shelves of bisqueware, cones set where they can be seen through the spy hole, a last check of every foot for stray glaze.',
      'By seven the temperature is climbing steadily. Ana reads the cones rather than the dial, and the firing ends when the third one bends to touch the shelf.',
    ],
    tips: [
      'Wipe every foot clean of glaze.',
      'Read the cones, not only the dial.',
      'Let it cool for a full day.',
    ],
    quote: 'The kiln decides the last ten percent. We just get everything else right.',
  },
  {
    title: 'Cold brew, slowly',
    scene: 'coldBrew',
    deck: 'Coarse coffee, cold water and a night in the fridge.',
    excerpts: [
      'Our summer cold brew takes sixteen hours and one jar; here is the recipe we pour at the counter.',
      'Grind size, ratio and steeping time, tested side by side so you do not have to.',
      'We went back to our cold brew with a lighter roast, and the jar now tastes of stone fruit.',
    ],
    paragraphs: [
      'Cold brew rewards the patient. A coarse grind, one part coffee to eight of water, and a night in the fridge give a concentrate that keeps for a week.',
      'Strain it twice, once through a sieve and once through a paper filter, and dilute it one to one with water or milk over ice.',
    ],
    tips: ['Grind as coarse as sea salt.', 'Steep 14 to 18 hours, cold.', 'Strain twice for a clean cup.'],
    quote: 'Heat hurries coffee. Cold lets it take its time.',
  },
  {
    title: 'Linen that lasts',
    scene: 'linen',
    deck: 'Why the best linen gets better with every wash.',
    excerpts: [
      'Our aprons and towels are woven in a family mill in Lithuania; we visited in the week of the flax harvest.',
      'How to wash, dry and store linen so that it softens for twenty years instead of wearing out in two.',
      'Five years after our first tea towels, we asked customers to send theirs back and see how they had aged.',
    ],
    paragraphs: [
      'Flax is pulled, not cut, so the fibre keeps its full length. Long fibres spin into a strong yarn, and a strong yarn is why linen outlives cotton.',
      'Wash it warm, never hot, and dry it on the line. The first few washes take the stiffness out; after that it only gets softer.',
    ],
    tips: [
      'Wash at 40 °C with a mild soap.',
      'Line-dry in the shade.',
      'Store it folded loosely, never pressed flat.',
    ],
    quote: 'Linen is the one thing in the house that improves with use.',
  },
  {
    title: 'The harbour market',
    scene: 'harbour',
    deck: 'Saturday on the quay: fish, bread and the first strawberries.',
    excerpts: [
      'The stalls are up by seven and the bread is gone by ten; a Saturday with the traders on the quay.',
      'Where to start, what to bring and which stalls sell out first at the harbour market.',
      'The market moved twenty metres along the quay this spring, and gained a coffee cart and a fishmonger.',
    ],
    paragraphs: [
      'The harbour market starts before the town wakes. The fishing boats come in at six, and by seven the first crates are iced on the trestles.',
      'Our stall sits between the baker and the cheesemaker. We bring mugs, towels and a kettle, and the coffee is free for anyone who brings their own cup.',
    ],
    tips: [
      'Bring a basket and a cool bag.',
      'Arrive before eight for the bread.',
      'Ask what came in on the morning boat.',
    ],
    quote: 'Everything on the quay was somewhere else at sunrise.',
  },
  {
    title: 'Glazes we keep coming back to',
    scene: 'glazes',
    deck: 'Celadon, speckled oat and a blue that took three years.',
    excerpts: [
      'Out of two hundred test tiles, four glazes made it onto our shelves; this is why.',
      'Mixing, dipping and firing a glaze at home: the equipment, the safety and the test tiles.',
      'Our blue changed when the supplier of one mineral closed; how we matched it again, tile by tile.',
    ],
    paragraphs: [
      'Every glaze starts as a row of test tiles: the same recipe with one ingredient nudged up or down, fired together so that only that one change shows.',
      'A glaze earns its place when it looks good thick and thin, on a rim and in a hollow, and when a hundred pieces in a row come out alike.',
    ],
    tips: [
      'Change one ingredient at a time.',
      'Fire test tiles beside real pieces.',
      'Keep a notebook of every batch.',
    ],
    quote: 'A good glaze is a recipe you can repeat, not a lucky firing.',
  },
  {
    title: 'Packing for the coast',
    scene: 'coast',
    deck: 'One tote, a flask and the things worth carrying to the sea.',
    excerpts: [
      'A week by the sea with one canvas tote: what we took, what we used and what stayed in the bag.',
      'The coast in every season: a packing list that works from the first warm day to the last.',
      'We packed the same tote again this summer, and left half of last year’s list at home.',
    ],
    paragraphs: [
      'The rule was one bag each. A tote holds more than you think once the towel is rolled, and a flask of coffee saves a morning of looking for a café.',
      'The best things we brought were the simplest: a linen towel that dries in an hour, an enamel mug, and a notebook for the tide times.',
    ],
    tips: [
      'Roll towels, do not fold them.',
      'Fill the flask the night before.',
      'Write the tides down each morning.',
    ],
    quote: 'Everything you need for the sea fits in one bag.',
  },
  {
    title: 'How we roast on Tuesdays',
    scene: 'roast',
    deck: 'Twelve kilos at a time, and the crack that says it is done.',
    excerpts: [
      'Tuesday is roast day: four batches, two origins and the first crack at eleven minutes.',
      'Reading a roast by sound and colour, and what changes between a filter and an espresso profile.',
      'We moved the roaster to the back of the shop, and now customers listen for the first crack too.',
    ],
    paragraphs: [
      'The roaster warms for forty minutes before the first batch. Green coffee goes in at two hundred degrees and turns yellow, then tan, then brown.',
      'The first crack sounds like popcorn. From there a filter roast has a minute and a half to go; an espresso roast a little longer.',
    ],
    tips: [
      'Warm the drum before the first batch.',
      'Listen for the first crack.',
      'Rest the beans three days before brewing.',
    ],
    quote: 'The roast is done when the coffee says so, not when the timer does.',
  },
  {
    title: 'Mending season',
    scene: 'mending',
    deck: 'Patches, darns and the coat that is on its third elbow.',
    excerpts: [
      'Every autumn the shop closes early on Thursdays so that anyone can bring something to mend.',
      'Darning a sock, patching a knee and sewing on a button that stays: the three mends worth learning.',
      'The Thursday mending evenings are in their fourth year; this year we kept count of what came in.',
    ],
    paragraphs: [
      'Mending is not about hiding the repair. A contrasting thread on a worn elbow tells the story of the coat, and it lasts longer than the cloth around it.',
      'Most mends need only a needle, a thimble and good light. The rest is practice, and a table of people doing the same thing.',
    ],
    tips: [
      'Mend early, before the hole grows.',
      'Use thread a little weaker than the cloth.',
      'Work in daylight.',
    ],
    quote: 'A mended thing is a thing someone cared about.',
  },
  {
    title: 'Three bowls, one table',
    scene: 'bowls',
    deck: 'A supper for four, cooked and served in three bowls.',
    excerpts: [
      'Soup, salad and rice: a supper for four from one pot and our three nesting bowls.',
      'Which bowl for which dish, how to warm them and how to stack them after the meal.',
      'We cooked the three-bowl supper again for winter, with barley, greens and a miso broth.',
    ],
    paragraphs: [
      'The largest bowl holds the salad, dressed at the table. The middle one carries rice or grains, and the smallest a sauce or a pickle to share.',
      'Warm the bowls in a low oven for five minutes before serving; stoneware holds the heat through a long conversation.',
    ],
    tips: [
      'Warm the bowls before serving.',
      'Dress the salad at the table.',
      'Stack them with a cloth between.',
    ],
    quote: 'Fewer dishes, longer suppers.',
  },
  {
    title: 'Notes from the dye pot',
    scene: 'dyePot',
    deck: 'Onion skins, madder root and a week of rust-coloured hands.',
    excerpts: [
      'Our napkins take their colour from onion skins and madder; a week at the dye pot with Lotte.',
      'Mordants, plant dyes and the fabrics that take them best, from a first pot at home to a full batch.',
      'We dyed the napkins again with this year’s madder, and the red came out deeper than ever.',
    ],
    paragraphs: [
      'Natural dye starts with a mordant bath that helps the colour hold. Then the cloth goes into the pot for an hour, and comes out a shade lighter than it looked wet.',
      'Onion skins give gold, madder a brick red, and the two together a warm rust that no label could name.',
    ],
    tips: ['Mordant the cloth first.', 'Simmer, never boil.', 'Rinse until the water runs clear.'],
    quote: 'Every batch is a little different, and that is the point.',
  },
  {
    title: 'Winter light in the studio',
    scene: 'studio',
    deck: 'Four hours of daylight, and how the studio makes the most of them.',
    excerpts: [
      'In December the studio gets four good hours of light; we rearranged it around the window.',
      'Photographing ceramics by a window: reflectors, angles and the time of day that flatters a glaze.',
      'We moved the work tables again this winter, and the afternoon light now reaches the glazing bench.',
    ],
    paragraphs: [
      'In winter the sun stays low, and the light comes in sideways across the benches. It shows every ripple in a glaze, which is why we check pieces by the window.',
      'The rest of the day runs on lamps. We keep the colour checking for the bright hours and the packing for the dark ones.',
    ],
    tips: ['Check glazes by daylight.', 'Use a white card as a reflector.', 'Pack and label after dark.'],
    quote: 'Winter light is low and honest; it hides nothing.',
  },
  {
    title: 'A weekend in Porto',
    scene: 'porto',
    deck: 'Tiles, port lodges and the best custard tarts on the river.',
    excerpts: [
      'Two days in Porto looking for tiles, and coming home with a suitcase of plates instead.',
      'Where to eat, shop and watch the sun set on the Douro in a long weekend in Porto.',
      'We went back to Porto to meet the workshop that now paints our platters by hand.',
    ],
    paragraphs: [
      'Porto is built on hills and faced in tiles. Walk down to the river in the morning and up again in the evening, when the light turns the azulejos gold.',
      'The potteries across the river in Gaia still fire the blue-and-white plates you see in every café; one of them now makes our platters.',
    ],
    tips: [
      'Walk down in the morning, ride up at night.',
      'Cross the top deck of the bridge at sunset.',
      'Bring an empty bag for plates.',
    ],
    quote: 'A city that wears its ceramics on the outside.',
  },
  {
    title: 'What the wheel teaches',
    scene: 'wheel',
    deck: 'Centring clay, and the patience it takes to learn it.',
    excerpts: [
      'Everyone who joins the studio spends their first month centring clay, and nothing else.',
      'Wedging, centring, opening and pulling: the first four steps at the wheel, one at a time.',
      'Ten years at the wheel, and Tomás still starts every day by centring one ball of clay.',
    ],
    paragraphs: [
      'Clay that is not centred cannot be thrown. It wobbles, the walls grow thin on one side, and the pot folds. So the first lesson is the same for everyone: centre it.',
      'Brace your elbows on your knees, keep your hands wet, and let the wheel do the work. It takes weeks before it feels like anything but a fight.',
    ],
    tips: [
      'Wedge the clay well before you start.',
      'Brace your arms, not your wrists.',
      'Slow the wheel as the pot grows.',
    ],
    quote: 'The wheel teaches you to stop pushing.',
  },
  {
    title: 'The perfect pour-over',
    scene: 'pourOver',
    deck: 'Fifteen grams, 250 millilitres and a slow spiral.',
    excerpts: [
      'The cup we brew for ourselves every morning: fifteen grams, a gooseneck kettle and three minutes.',
      'Ratios, grind and pouring technique for a clean, sweet pour-over, whatever the beans.',
      'We changed one thing in our morning pour-over this year, the water, and the cup tastes sweeter for it.',
    ],
    paragraphs: [
      'Rinse the paper filter with hot water, add fifteen grams of medium-fine coffee, and pour just enough to wet it all. Wait thirty seconds while it blooms.',
      'Then pour in slow spirals from the centre out, keeping the water level steady, until the scale reads 250 grams. The whole brew should take about three minutes.',
    ],
    tips: ['Rinse the filter first.', 'Let the coffee bloom for 30 seconds.', 'Pour slowly, in spirals.'],
    quote: 'Good coffee is mostly good water, poured slowly.',
  },
];

/** The titles of a subject's three posts. */
export const ANGLES = ['', ': a field guide', ', revisited'];
