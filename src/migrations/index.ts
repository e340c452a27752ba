import * as migration_20261125_221925_initial from './20261125_221925_initial';
import * as migration_20261123_182200_recherche from './20261123_182200_recherche';

export const migrations = [
  {
    up: migration_20261125_221925_initial.up,
    down: migration_20261125_221925_initial.down,
    name: '20261125_221925_initial'
  },
  {
    up: migration_20261123_182200_recherche.up,
    down: migration_20261123_182200_recherche.down,
    name: '20261123_182200_recherche'
  },
];
