import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { CelluleEuros as CelluleEuros_0d05c05a7e75c3975e50b8999e30a43a } from '../../../admin/fields/CelluleEuros'
import { ChampEuros as ChampEuros_5ee7baa590fbd3edcbc21e14b05c375f } from '../../../admin/fields/ChampEuros'
import { ChoixFormatImpression as ChoixFormatImpression_acb628f732b46674ba9b249566a7adff } from '../../../admin/fields/ChoixFormatImpression'
import { ChoixScenes as ChoixScenes_3fc19ce083486794c9c8fa0822f7907b } from '../../../admin/fields/ChoixScenes'
import { ExportListMenuItem as ExportListMenuItem_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { EditionSelection as EditionSelection_ca56809751f0b05b6a22a0915ae81d60 } from '../../../admin/components/EditionSelection'
import { FicheCommande as FicheCommande_f7caf3228a06d04f45b41f59bd5faf76 } from '../../../admin/components/FicheCommande/FicheCommande'
import { Invisible as Invisible_4102e7b9b108874781d35a0da8eed687 } from '../../../admin/fields/Invisible'
import { ChampMarquerLivree as ChampMarquerLivree_f7ec830065b9a25d296f4b66fc1a95d1 } from '../../../admin/components/MarquerLivree'
import { AnnulerLot as AnnulerLot_46cf51819b60bce98395f7b69630f127 } from '../../../admin/components/AnnulerLot'
import { FormatField as FormatField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { LimitField as LimitField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { Page as Page_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortBy as SortBy_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortOrder as SortOrder_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SelectionToUseField as SelectionToUseField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { FieldsToExport as FieldsToExport_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { CollectionField as CollectionField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportPreview as ExportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportSaveButton as ExportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportPreview as ImportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportSaveButton as ImportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { BrandIcon as BrandIcon_1121b289be69ddf34efb4c0f74982a55 } from '../../../admin/components/Brand'
import { BrandLogo as BrandLogo_1121b289be69ddf34efb4c0f74982a55 } from '../../../admin/components/Brand'
import { NavLinks as NavLinks_e48bc0a85a7347dc4c5f53af6d61a375 } from '../../../admin/components/NavLinks'
import { Dashboard as Dashboard_b295b4b15b1580ad6909e17dc5fe938c } from '../../../admin/components/Dashboard'
import { ImportExportProvider as ImportExportProvider_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SitemapView as SitemapView_c29a37b1a4090d64aae7436aaebfb783 } from '../../../admin/views/SitemapView'
import { SitemapIndexView as SitemapIndexView_c29a37b1a4090d64aae7436aaebfb783 } from '../../../admin/views/SitemapView'
import { AudiencesView as AudiencesView_dced7f870ec6d14fa53b3d221092f33b } from '../../../admin/views/AudiencesView'
import { AudienceView as AudienceView_dced7f870ec6d14fa53b3d221092f33b } from '../../../admin/views/AudiencesView'
import { CollectionsView as CollectionsView_7e5d42ae9a91e5641beda07c3b49e00d } from '../../../admin/views/CollectionsView'
import { CollectionView as CollectionView_7e5d42ae9a91e5641beda07c3b49e00d } from '../../../admin/views/CollectionsView'
import { AExpedierView as AExpedierView_a734ebce741c4355ab66532fc1dad66b } from '../../../admin/views/AExpedierView'
import { RetractationsView as RetractationsView_093722820d74ccbb8739e850b1d2df0b } from '../../../admin/views/RetractationsView'
import { DocumentsOrphelinsView as DocumentsOrphelinsView_12a0fbf39e718f93338a669dcceee7ce } from '../../../admin/views/DocumentsOrphelinsView'
import { DonneesPersonnellesView as DonneesPersonnellesView_e125d33fc06bc1e0093b83ae570694ae } from '../../../admin/views/DonneesPersonnellesView'
import { CoupsDeCoeurView as CoupsDeCoeurView_a9c535bd0d2588cba8efd0d3675330c3 } from '../../../admin/views/CoupsDeCoeurView'
import { ProduitsView as ProduitsView_b344589d98f15198fe3b0eff0961a83d } from '../../../admin/views/ProduitsView'
import { ProduitMoreView as ProduitMoreView_8f3115d467f72e4def97f406a3f29b0b } from '../../../admin/views/ProduitMoreView'
import { ProduitView as ProduitView_8b9be0d8b6abe9127d05afbc5a864b9f } from '../../../admin/views/ProduitView'
import { ExportComptableView as ExportComptableView_7f0805ab5e46fd20645329d77e4cefff } from '../../../admin/views/ExportComptableView'
import { ImportCatalogueView as ImportCatalogueView_b9f294b0781afb55b79be46ba7dc8a26 } from '../../../admin/views/ImportCatalogueView'
import { AjusterPrixView as AjusterPrixView_36e20bc99c426586a57bec920a07cd25 } from '../../../admin/views/AjusterPrixView'
import { SauvegardesView as SauvegardesView_e559f7a309511d3dd66cc67f4692a2a3 } from '../../../admin/views/SauvegardesView'
import { InviterView as InviterView_e3b326a6061fd920b84e7943383e9184 } from '../../../admin/views/InviterView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/admin/fields/CelluleEuros#CelluleEuros": CelluleEuros_0d05c05a7e75c3975e50b8999e30a43a,
  "/admin/fields/ChampEuros#ChampEuros": ChampEuros_5ee7baa590fbd3edcbc21e14b05c375f,
  "/admin/fields/ChoixFormatImpression#ChoixFormatImpression": ChoixFormatImpression_acb628f732b46674ba9b249566a7adff,
  "/admin/fields/ChoixScenes#ChoixScenes": ChoixScenes_3fc19ce083486794c9c8fa0822f7907b,
  "@payloadcms/plugin-import-export/rsc#ExportListMenuItem": ExportListMenuItem_cdf7e044479f899a31f804427d568b36,
  "/admin/components/EditionSelection#EditionSelection": EditionSelection_ca56809751f0b05b6a22a0915ae81d60,
  "/admin/components/FicheCommande/FicheCommande#FicheCommande": FicheCommande_f7caf3228a06d04f45b41f59bd5faf76,
  "/admin/fields/Invisible#Invisible": Invisible_4102e7b9b108874781d35a0da8eed687,
  "/admin/components/MarquerLivree#ChampMarquerLivree": ChampMarquerLivree_f7ec830065b9a25d296f4b66fc1a95d1,
  "/admin/components/AnnulerLot#AnnulerLot": AnnulerLot_46cf51819b60bce98395f7b69630f127,
  "@payloadcms/plugin-import-export/rsc#FormatField": FormatField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#LimitField": LimitField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#Page": Page_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortBy": SortBy_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortOrder": SortOrder_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SelectionToUseField": SelectionToUseField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#FieldsToExport": FieldsToExport_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#CollectionField": CollectionField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportPreview": ExportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportSaveButton": ExportSaveButton_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportPreview": ImportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportSaveButton": ImportSaveButton_cdf7e044479f899a31f804427d568b36,
  "/admin/components/Brand#BrandIcon": BrandIcon_1121b289be69ddf34efb4c0f74982a55,
  "/admin/components/Brand#BrandLogo": BrandLogo_1121b289be69ddf34efb4c0f74982a55,
  "/admin/components/NavLinks#NavLinks": NavLinks_e48bc0a85a7347dc4c5f53af6d61a375,
  "/admin/components/Dashboard#Dashboard": Dashboard_b295b4b15b1580ad6909e17dc5fe938c,
  "@payloadcms/plugin-import-export/rsc#ImportExportProvider": ImportExportProvider_cdf7e044479f899a31f804427d568b36,
  "/admin/views/SitemapView#SitemapView": SitemapView_c29a37b1a4090d64aae7436aaebfb783,
  "/admin/views/SitemapView#SitemapIndexView": SitemapIndexView_c29a37b1a4090d64aae7436aaebfb783,
  "/admin/views/AudiencesView#AudiencesView": AudiencesView_dced7f870ec6d14fa53b3d221092f33b,
  "/admin/views/AudiencesView#AudienceView": AudienceView_dced7f870ec6d14fa53b3d221092f33b,
  "/admin/views/CollectionsView#CollectionsView": CollectionsView_7e5d42ae9a91e5641beda07c3b49e00d,
  "/admin/views/CollectionsView#CollectionView": CollectionView_7e5d42ae9a91e5641beda07c3b49e00d,
  "/admin/views/AExpedierView#AExpedierView": AExpedierView_a734ebce741c4355ab66532fc1dad66b,
  "/admin/views/RetractationsView#RetractationsView": RetractationsView_093722820d74ccbb8739e850b1d2df0b,
  "/admin/views/DocumentsOrphelinsView#DocumentsOrphelinsView": DocumentsOrphelinsView_12a0fbf39e718f93338a669dcceee7ce,
  "/admin/views/DonneesPersonnellesView#DonneesPersonnellesView": DonneesPersonnellesView_e125d33fc06bc1e0093b83ae570694ae,
  "/admin/views/CoupsDeCoeurView#CoupsDeCoeurView": CoupsDeCoeurView_a9c535bd0d2588cba8efd0d3675330c3,
  "/admin/views/ProduitsView#ProduitsView": ProduitsView_b344589d98f15198fe3b0eff0961a83d,
  "/admin/views/ProduitMoreView#ProduitMoreView": ProduitMoreView_8f3115d467f72e4def97f406a3f29b0b,
  "/admin/views/ProduitView#ProduitView": ProduitView_8b9be0d8b6abe9127d05afbc5a864b9f,
  "/admin/views/ExportComptableView#ExportComptableView": ExportComptableView_7f0805ab5e46fd20645329d77e4cefff,
  "/admin/views/ImportCatalogueView#ImportCatalogueView": ImportCatalogueView_b9f294b0781afb55b79be46ba7dc8a26,
  "/admin/views/AjusterPrixView#AjusterPrixView": AjusterPrixView_36e20bc99c426586a57bec920a07cd25,
  "/admin/views/SauvegardesView#SauvegardesView": SauvegardesView_e559f7a309511d3dd66cc67f4692a2a3,
  "/admin/views/InviterView#InviterView": InviterView_e3b326a6061fd920b84e7943383e9184,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
