import fc from 'fast-check';
import { contractDocument } from './contract.js';
import { gs1CheckDigit } from './fixtures.js';

/**
 * fast-check arbitraries derived from the contract's schemas (`contractDocument.components.schemas`):
 * valid request bodies and near-valid ones (one field at or beyond a boundary, a wrong type, a
 * missing or extra field), so an independent validator can say which is which.
 */

export interface FieldModel {
  name: string;
  type: 'string' | 'number' | 'integer';
  minLength?: number;
  maxLength?: number;
  enum?: unknown[];
  /** The field is the `Gtin` schema (digits, 8–14, GS1 check digit). */
  isGtin: boolean;
}

export interface ObjectModel {
  fields: FieldModel[];
  required: string[];
}

function resolveRef(node: any): { node: any; name?: string } {
  if (node && typeof node.$ref === 'string') {
    const name = node.$ref.split('/').pop() as string;
    return { node: contractDocument.components.schemas[name], name };
  }
  return { node };
}

/** The fields and required list of an object schema of the contract. */
export function objectModel(schemaName: string): ObjectModel {
  const schema = contractDocument.components.schemas[schemaName];
  const fields = Object.entries<any>(schema.properties).map(([name, property]) => {
    const { node, name: refName } = resolveRef(property);
    const type = Array.isArray(node.type) ? node.type[0] : node.type;
    return { name, type, minLength: node.minLength, maxLength: node.maxLength, enum: node.enum, isGtin: refName === 'Gtin' } as FieldModel;
  });
  return { fields, required: (schema.required as string[] | undefined) ?? [] };
}

/** One code point per character, never NUL or a surrogate: text any database can store. */
export const textCharacter = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('a', 'Z', '0', ' ', ',', '%', 'å', 'ä', 'ö', 'É', '(', ')', '-', '"', '\\', '/') },
  { weight: 2, arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCodePoint(code)) },
  { weight: 1, arbitrary: fc.integer({ min: 0xa0, max: 0xd7ff }).map((code) => String.fromCodePoint(code)) },
  { weight: 1, arbitrary: fc.integer({ min: 0x1f300, max: 0x1faff }).map((code) => String.fromCodePoint(code)) },
);

export const text = (minLength: number, maxLength: number) => fc.string({ unit: textCharacter, minLength, maxLength });

const digits = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

/** A GTIN of 8, 12, 13 or 14 digits with a correct GS1 check digit. */
export const validGtinArb = fc
  .constantFrom(8, 12, 13, 14)
  .chain((length) => digits(length - 1))
  .map((body) => body + String(gs1CheckDigit(body)));

/** Near-valid GTINs: 7 or 15 digits, 8 or 14 digits with any check digit, non-digits, numbers. */
export const nearGtinArb: fc.Arbitrary<unknown> = fc.oneof(
  digits(7),
  digits(15),
  digits(8),
  digits(14),
  fc.constantFrom('0731086507185A', '7310865 71859', '+7310865071859', '7310865071859\n', '٠١٢٣٤٥٦٧', ''),
  fc.integer({ min: 10_000_000, max: 99_999_999 }),
);

const number = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }),
  fc.integer({ min: -1000, max: 100_000 }),
);

/** A value the schema accepts for this field. */
export function validValue(field: FieldModel): fc.Arbitrary<unknown> {
  if (field.isGtin) return validGtinArb;
  if (field.enum) return fc.constantFrom(...field.enum);
  if (field.type === 'integer') return fc.integer({ min: -1_000_000, max: 100_000_000 });
  if (field.type === 'number') return number;
  const min = field.minLength ?? 0;
  const max = field.maxLength ?? 80;
  // Short text mostly, the boundary lengths often.
  return fc.oneof(
    { weight: 3, arbitrary: text(min, Math.min(max, 20)) },
    { weight: 1, arbitrary: fc.constantFrom(max, Math.max(min, max - 1)).chain((length) => text(length, length)) },
  );
}

const wrongTypeValues = (field: FieldModel): fc.Arbitrary<unknown> => {
  const others: fc.Arbitrary<unknown>[] = [
    fc.constant(null),
    fc.constant(true),
    fc.array(fc.constantFrom(1, 'a'), { maxLength: 2 }),
    fc.constant({}),
    fc.constant({ value: 1 }),
  ];
  if (field.type === 'string') others.push(number);
  else others.push(text(0, 5), fc.constantFrom('1', '0', '1.5'));
  return fc.oneof(...others);
};

/** A value at or just beyond a boundary of this field, or of a wrong type: valid or not, the oracle decides. */
export function nearValue(field: FieldModel): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [wrongTypeValues(field)];
  if (field.isGtin) options.push(nearGtinArb);
  else if (field.enum) options.push(fc.integer({ min: -3, max: 5 }), fc.constantFrom(0.5, -0, 1.0, 2, '1', '0'));
  else if (field.type === 'integer') options.push(fc.constantFrom(1.5, -0.25, 1e21, 2 ** 53));
  else if (field.type === 'string') {
    const max = field.maxLength;
    if (max !== undefined) options.push(fc.constantFrom(max - 1, max, max + 1).chain((length) => text(length, length)));
    if (field.minLength) options.push(fc.constant(''));
  }
  return fc.oneof(...options);
}

/** A valid object: the required fields and any subset of the others. */
export function validObject(model: ObjectModel, required = model.required): fc.Arbitrary<Record<string, unknown>> {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const field of model.fields) record[field.name] = validValue(field);
  return fc.record(record, { requiredKeys: required as never[] }) as fc.Arbitrary<Record<string, unknown>>;
}

const extraFieldName = (model: ObjectModel) =>
  fc.oneof(fc.constantFrom('colour', 'brand', 'Gtin', 'GTIN', 'gtin ', 'is-eco', 'a/b~c', '🥛', ''), text(1, 12))
    .filter((name) => name !== '__proto__' && !model.fields.some((field) => field.name === name));

export type Mutation = { kind: 'none' } | { kind: 'field'; field: string } | { kind: 'missing'; fields: string[] } | { kind: 'extra'; field: string };

/** A valid object, or one mutated in one way: a near value for one field, a missing required field, an extra field. */
export function nearObject(model: ObjectModel, required: string[] = model.required, identityFields: string[] = model.required): fc.Arbitrary<{ body: Record<string, unknown>; mutation: Mutation }> {
  return validObject(model, required).chain((body) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant({ body, mutation: { kind: 'none' } as Mutation }) },
      {
        weight: 5,
        arbitrary: fc.constantFrom(...model.fields).chain((field) =>
          nearValue(field).map((value) => ({ body: withKey(body, field.name, value), mutation: { kind: 'field', field: field.name } as Mutation }))),
      },
      {
        weight: 1,
        arbitrary: fc.constant({
          body: Object.fromEntries(Object.entries(body).filter(([key]) => !identityFields.includes(key))),
          mutation: { kind: 'missing', fields: identityFields } as Mutation,
        }),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(extraFieldName(model), fc.oneof(text(0, 5), number, fc.constant(null))).map(([name, value]) => ({
          body: withKey(body, name, value),
          mutation: { kind: 'extra', field: name } as Mutation,
        })),
      },
    ));
}

/** A copy with one own property set (defineProperty, so odd names stay plain keys). */
function withKey(body: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...body };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Bodies for POST /subscribe/: mostly arrays of valid and near-valid items, sometimes not an array at all. */
export function bulkBodyArb(): fc.Arbitrary<unknown> {
  const model = objectModel('ProductSubmission');
  const item = fc.oneof(
    { weight: 3, arbitrary: validObject(model) },
    { weight: 2, arbitrary: nearObject(model).map(({ body }) => body) },
  );
  return fc.oneof(
    { weight: 12, arbitrary: fc.array(item, { minLength: 0, maxLength: 6 }) },
    { weight: 1, arbitrary: fc.oneof(validObject(model), fc.constant(null), fc.integer(), text(0, 5), fc.array(fc.constantFrom(1, 'a', null), { minLength: 1, maxLength: 2 })) },
  );
}

/** Bodies for POST /subscribe/more/add: identified by gtin, client_identifier or both, valid or near-valid. */
export function richBodyArb(): fc.Arbitrary<{ body: unknown; mutation: Mutation }> {
  const model = objectModel('RichProductSubmissionByGtin');
  const identities = ['gtin', 'client_identifier'];
  return fc.oneof(
    { weight: 20, arbitrary: fc.constantFrom(['gtin'], ['client_identifier'], identities).chain((required) => nearObject(model, required, identities)) },
    { weight: 1, arbitrary: fc.oneof(fc.constant(null), fc.integer(), text(0, 5), fc.array(validObject(model, ['gtin']), { maxLength: 2 })).map((body) => ({ body, mutation: { kind: 'none' } as Mutation })) },
  );
}

// Realistic products: label wording as printed, in Swedish and English.
const INGREDIENT_WORDS = [
  'vatten', 'havre', 'vetemjöl', 'rågmjöl', 'socker', 'rapsolja', 'solrosolja', 'palmolja', 'salt', 'jäst', 'mjölk', 'grädde',
  'smör', 'ägg', 'nötkött', 'fläskkött', 'kyckling', 'lax', 'räkor', 'tomater', 'lök', 'morötter', 'potatis', 'äpple', 'jordgubbar',
  'kakao', 'kakaosmör', 'hasselnötter', 'mandlar', 'jordnötter', 'sojabönor', 'sesamfrön', 'senap', 'selleri', 'ris', 'majs',
  'kaffe', 'banan', 'ost', 'yoghurt', 'glukossirap', 'modifierad stärkelse', 'arom', 'emulgeringsmedel (sojalecitin)',
  'wheat flour', 'sugar', 'sunflower oil', 'milk powder', 'cocoa mass', 'hazelnuts', 'eggs', 'beef', 'tomato paste', 'onion',
  'oats', 'barley malt extract', 'skimmed milk', 'cream', 'butter', 'salmon', 'prawns', 'lentils', 'chickpeas', 'peas',
  'flavouring', 'E330', 'E471', 'E250', 'e 202', 'natriumbensoat', 'kvarg', 'vitlök', 'chili', 'pumpafrön', 'quinoa', 'xyz-okänd',
];
const ORIGIN_WORDS = ['Sverige', 'Spanien', 'Italien', 'Tyskland', 'Brasilien', 'Elfenbenskusten', 'Kina', 'EU', 'Denmark', 'Norway', 'Peru', 'Thailand', 'Atlantis'];
const CATEGORY_WORDS = ['Bröd', 'Havredryck', 'Mjölk', 'Ost', 'Chokladkaka', 'Korv', 'Juice', 'Rapsolja', 'Flingor', 'Kaffe', 'Mineralvatten', 'Soppa', 'Breakfast cereal', 'Crisps', 'Cheese', 'Öl'];
const PACKAGING_WORDS = ['Kartong', 'Glasflaska', 'PET-flaska', 'Plastpåse', 'Aluminiumburk', 'Tetra Pak', 'Plastfilm och papp'];

const ingredientItem = fc.tuple(
  fc.constantFrom(...INGREDIENT_WORDS),
  fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
  fc.option(fc.constantFrom(...ORIGIN_WORDS), { nil: undefined }),
  fc.boolean(),
).map(([word, percent, origin, upper]) => {
  const name = upper ? word.toUpperCase() : word;
  const parts = [origin ? `${name} (${origin})` : name];
  if (percent !== undefined) parts.push(`${percent}%`);
  return parts.join(' ');
});

/** An ingredient statement as printed: items, a nested compound, sometimes a "may contain" tail. */
export const ingredientListArb: fc.Arbitrary<string> = fc.tuple(
  fc.array(ingredientItem, { minLength: 1, maxLength: 10 }),
  fc.option(fc.tuple(fc.constantFrom('choklad', 'fyllning', 'chocolate'), fc.array(ingredientItem, { minLength: 1, maxLength: 3 })), { nil: undefined }),
  fc.option(fc.constantFrom('Kan innehålla spår av nötter.', 'May contain traces of peanuts and sesame.', 'Kan innehålla spår av mjölk och ägg.'), { nil: undefined }),
  fc.boolean(),
).map(([items, compound, traces, labelled]) => {
  const all = compound ? [...items, `${compound[0]} (${compound[1].join(', ')})`] : items;
  return `${labelled ? 'Ingredienser: ' : ''}${all.join(', ')}.${traces ? ` ${traces}` : ''}`;
});

const per100 = (max: number) => fc.option(fc.double({ min: 0, max, noNaN: true }).map((x) => Math.round(x * 10) / 10), { nil: undefined });

/**
 * A product as partners send it: any valid rich submission (the contract's schema), with realistic
 * ingredients, origins, category, nutrients and packaging laid over it most of the time.
 */
export function realisticProductArb(): fc.Arbitrary<Record<string, unknown>> {
  const model = objectModel('RichProductSubmissionByGtin');
  const realistic = fc.record({
    ingredients: fc.option(ingredientListArb, { nil: undefined, freq: 6 }),
    country_of_origin: fc.option(fc.constantFrom(...ORIGIN_WORDS), { nil: undefined }),
    category: fc.option(fc.constantFrom(...CATEGORY_WORDS), { nil: undefined }),
    packaging_material: fc.option(fc.constantFrom(...PACKAGING_WORDS), { nil: undefined }),
    packaging_material_quantity: fc.option(fc.integer({ min: 1, max: 400 }), { nil: undefined }),
    size: fc.option(fc.constantFrom('500 g', '1 l', '330 ml', '1 kg', '200 g'), { nil: undefined }),
    packaging_label: fc.option(fc.constantFrom('KRAV', 'EU-ekologisk', 'Fairtrade', 'MSC', 'Nyckelhålet', 'Pant 1 kr'), { nil: undefined }),
    nutrient_basis_quantity: fc.constant(100),
    nutrient_basis_unit: fc.constantFrom('g', 'ml'),
    quantity_energy_kj: per100(3700),
    quantity_fat: per100(100),
    quantity_part_saturated_fat: per100(60),
    quantity_part_sugars: per100(100),
    quantity_fibre: per100(30),
    quantity_protein: per100(90),
    quantity_salt: per100(10),
  }, { requiredKeys: ['nutrient_basis_quantity', 'nutrient_basis_unit'] });
  return fc.oneof(
    { weight: 1, arbitrary: validObject(model, ['gtin']) },
    { weight: 6, arbitrary: fc.tuple(validObject(model, ['gtin']), realistic).map(([base, over]) => ({ ...base, ...Object.fromEntries(Object.entries(over).filter(([, v]) => v !== undefined)) })) },
  );
}
