// The door of cgv: what the rest of the shop imports of it (record 0220). Its other files are its own.
export { cheminCgv, pieceJointeCgv } from './pieceJointe'
export type { PieceJointe } from './pieceJointe'
