import mongoose from 'mongoose';

/** A set as the mode saw it in the catalog when saved; games copy the release dates from here. */
const savedSetSchema = new mongoose.Schema(
  {
    id: { type: String, required: true },
    type: { type: String, required: true },
    releaseDate: { type: Date, required: true },
    setCode: { type: String, default: '' },
    setName: { type: String, default: '' },
    setDescription: { type: String, default: '' },
    imageUrl: { type: String, default: '' },
  },
  { _id: false },
);

const weekSchema = new mongoose.Schema(
  {
    week: { type: Number, required: true, min: 1 },
    weekSets: {
      type: [
        new mongoose.Schema(
          { pool: { type: String, required: true }, sets: [savedSetSchema] },
          { _id: false },
        ),
      ],
      default: [],
    },
  },
  { _id: false },
);

const draftStepSchema = new mongoose.Schema(
  {
    numPacks: { type: Number, required: true, min: 1 },
    pool: { type: String, required: true },
    draftBehaviour: { type: String, required: true },
    rarityDistribution: { type: String, required: true },
    maxPackRules: {
      type: [new mongoose.Schema({ type: String, max: { type: Number, min: 0 } }, { _id: false })],
      default: undefined,
    },
    /** BOOSTER_DRAFT steps: seconds per pick and the seats bots fill up to (absent on other steps). */
    pickSeconds: { type: Number, default: undefined },
    minimumSeats: { type: Number, default: undefined },
  },
  { _id: false },
);

const modeSchema = new mongoose.Schema(
  {
    name: { type: String, required: true },
    /** The user who created it: the only one who sees and edits it. */
    ownerId: { type: String, required: true, index: true },
    weeks: { type: [weekSchema], default: [] },
    cardPools: {
      type: [new mongoose.Schema({ name: String, type: String }, { _id: false })],
      default: [],
    },
    draftConfig: {
      steps: { type: [draftStepSchema], default: [] },
    },
    banlistConfig: {
      banlistTemplate: { type: String, required: true },
      banlistBehaviour: { type: String, required: true },
      banlistSelectionBehaviour: { type: String, required: true },
    },
  },
  { timestamps: true },
);

export const Mode = mongoose.model('Mode', modeSchema, 'modes');
export type ModeDocument = InstanceType<typeof Mode>;
