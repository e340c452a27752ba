// The admin's product rows are read and mapped with the other product reads (src/lib/produits/lecture/).
export { lireLignesAdmin as findProduitRows, toProduitRow, type ProduitRow } from '@/lib/produits/lecture'
