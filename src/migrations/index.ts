import * as migration_20261129_041616_initial from './20261129_041616_initial';
import * as migration_20261123_182200_recherche from './20261123_182200_recherche';

export const migrations = [
  {
    up: migration_20261129_041616_initial.up,
    down: migration_20261129_041616_initial.down,
    name: '20261129_041616_initial'
  },
  {
    up: migration_20261123_182200_recherche.up,
    down: migration_20261123_182200_recherche.down,
    name: '20261123_182200_recherche'
  },
];
