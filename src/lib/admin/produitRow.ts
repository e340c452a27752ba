// The admin's product rows are read and mapped with the other product reads (src/lib/produits/lecture.ts).
export {
  lireLignesAdmin as findProduitRows,
  SELECTION_ADMIN as PRODUIT_ROW_SELECT,
  toProduitRow,
  type ProduitRow,
} from '@/lib/produits/lecture'
