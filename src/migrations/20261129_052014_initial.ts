import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`produits_formats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`prix\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`produits_formats_order_idx\` ON \`produits_formats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`produits_formats_parent_id_idx\` ON \`produits_formats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`produits_mockups\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`produits_mockups_order_idx\` ON \`produits_mockups\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`produits_mockups_parent_idx\` ON \`produits_mockups\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`produits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titre\` text,
  	\`sous_titre\` text,
  	\`extrait\` text,
  	\`description\` text,
  	\`illustration_id\` integer,
  	\`alt\` text,
  	\`categorie\` text DEFAULT 'affiche',
  	\`livraison\` text DEFAULT 'numerique',
  	\`prix\` numeric,
  	\`fichier_numerique_id\` integer,
  	\`fichier_impression_id\` integer,
  	\`slug\` text,
  	\`coup_de_coeur\` integer DEFAULT false,
  	\`coup_de_coeur_rang\` numeric,
  	\`published_at\` text,
  	\`likes\` numeric DEFAULT 0,
  	\`ajouts_panier\` numeric DEFAULT 0,
  	\`ventes\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`illustration_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`fichier_numerique_id\`) REFERENCES \`telechargements\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`fichier_impression_id\`) REFERENCES \`telechargements\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`produits_illustration_idx\` ON \`produits\` (\`illustration_id\`);`)
  await db.run(sql`CREATE INDEX \`produits_fichier_numerique_idx\` ON \`produits\` (\`fichier_numerique_id\`);`)
  await db.run(sql`CREATE INDEX \`produits_fichier_impression_idx\` ON \`produits\` (\`fichier_impression_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`produits_slug_idx\` ON \`produits\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`produits_coup_de_coeur_idx\` ON \`produits\` (\`coup_de_coeur\`);`)
  await db.run(sql`CREATE INDEX \`produits_published_at_idx\` ON \`produits\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`produits_updated_at_idx\` ON \`produits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`produits_created_at_idx\` ON \`produits\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`produits__status_idx\` ON \`produits\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`produits_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`audiences_id\` integer,
  	\`collections_id\` integer,
  	\`themes_id\` integer,
  	\`mots_cles_id\` integer,
  	\`langues_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audiences_id\`) REFERENCES \`audiences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`collections_id\`) REFERENCES \`collections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`themes_id\`) REFERENCES \`themes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mots_cles_id\`) REFERENCES \`mots_cles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`langues_id\`) REFERENCES \`langues\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`produits_rels_order_idx\` ON \`produits_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`produits_rels_parent_idx\` ON \`produits_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`produits_rels_path_idx\` ON \`produits_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`produits_rels_audiences_id_idx\` ON \`produits_rels\` (\`audiences_id\`);`)
  await db.run(sql`CREATE INDEX \`produits_rels_collections_id_idx\` ON \`produits_rels\` (\`collections_id\`);`)
  await db.run(sql`CREATE INDEX \`produits_rels_themes_id_idx\` ON \`produits_rels\` (\`themes_id\`);`)
  await db.run(sql`CREATE INDEX \`produits_rels_mots_cles_id_idx\` ON \`produits_rels\` (\`mots_cles_id\`);`)
  await db.run(sql`CREATE INDEX \`produits_rels_langues_id_idx\` ON \`produits_rels\` (\`langues_id\`);`)
  await db.run(sql`CREATE TABLE \`_produits_v_version_formats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`prix\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_produits_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_produits_v_version_formats_order_idx\` ON \`_produits_v_version_formats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_produits_v_version_formats_parent_id_idx\` ON \`_produits_v_version_formats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_produits_v_version_mockups\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_produits_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_produits_v_version_mockups_order_idx\` ON \`_produits_v_version_mockups\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_produits_v_version_mockups_parent_idx\` ON \`_produits_v_version_mockups\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_produits_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_titre\` text,
  	\`version_sous_titre\` text,
  	\`version_extrait\` text,
  	\`version_description\` text,
  	\`version_illustration_id\` integer,
  	\`version_alt\` text,
  	\`version_categorie\` text DEFAULT 'affiche',
  	\`version_livraison\` text DEFAULT 'numerique',
  	\`version_prix\` numeric,
  	\`version_fichier_numerique_id\` integer,
  	\`version_fichier_impression_id\` integer,
  	\`version_slug\` text,
  	\`version_coup_de_coeur\` integer DEFAULT false,
  	\`version_coup_de_coeur_rang\` numeric,
  	\`version_published_at\` text,
  	\`version_likes\` numeric DEFAULT 0,
  	\`version_ajouts_panier\` numeric DEFAULT 0,
  	\`version_ventes\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_illustration_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_fichier_numerique_id\`) REFERENCES \`telechargements\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_fichier_impression_id\`) REFERENCES \`telechargements\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_produits_v_parent_idx\` ON \`_produits_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_produits_v_version_version_illustration_idx\` ON \`_produits_v\` (\`version_illustration_id\`);`)
  await db.run(sql`CREATE INDEX \`_produits_v_version_version_fichier_numerique_idx\` ON \`_produits_v\` (\`version_fichier_numerique_id\`);`)
  await db.run(sql`CREATE INDEX \`_produits_v_version_version_fichier_impression_idx\` ON \`_produits_v\` (\`version_fichier_impression_id\`);`)
  await db.run(sql`CREATE INDEX \`_produits_v_version_version_slug_idx\` ON \`_produits_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_produits_v_version_version_coup_de_coeur_idx\` ON \`_produits_v\` (\`version_coup_de_coeur\`);`)
  await db.run(sql`CREATE INDEX \`_produits_v_version_version_published_at_idx\` ON \`_produits_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_produits_v_version_version_updated_at_idx\` ON \`_produits_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_produits_v_version_version_created_at_idx\` ON \`_produits_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_produits_v_version_version__status_idx\` ON \`_produits_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_produits_v_created_at_idx\` ON \`_produits_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_produits_v_updated_at_idx\` ON \`_produits_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_produits_v_latest_idx\` ON \`_produits_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_produits_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`audiences_id\` integer,
  	\`collections_id\` integer,
  	\`themes_id\` integer,
  	\`mots_cles_id\` integer,
  	\`langues_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_produits_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audiences_id\`) REFERENCES \`audiences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`collections_id\`) REFERENCES \`collections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`themes_id\`) REFERENCES \`themes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mots_cles_id\`) REFERENCES \`mots_cles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`langues_id\`) REFERENCES \`langues\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_produits_v_rels_order_idx\` ON \`_produits_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_produits_v_rels_parent_idx\` ON \`_produits_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_produits_v_rels_path_idx\` ON \`_produits_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_produits_v_rels_audiences_id_idx\` ON \`_produits_v_rels\` (\`audiences_id\`);`)
  await db.run(sql`CREATE INDEX \`_produits_v_rels_collections_id_idx\` ON \`_produits_v_rels\` (\`collections_id\`);`)
  await db.run(sql`CREATE INDEX \`_produits_v_rels_themes_id_idx\` ON \`_produits_v_rels\` (\`themes_id\`);`)
  await db.run(sql`CREATE INDEX \`_produits_v_rels_mots_cles_id_idx\` ON \`_produits_v_rels\` (\`mots_cles_id\`);`)
  await db.run(sql`CREATE INDEX \`_produits_v_rels_langues_id_idx\` ON \`_produits_v_rels\` (\`langues_id\`);`)
  await db.run(sql`CREATE TABLE \`audiences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nom\` text NOT NULL,
  	\`description\` text,
  	\`image_id\` integer,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audiences_image_idx\` ON \`audiences\` (\`image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`audiences_slug_idx\` ON \`audiences\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`audiences_updated_at_idx\` ON \`audiences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audiences_created_at_idx\` ON \`audiences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`collections\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nom\` text NOT NULL,
  	\`description\` text,
  	\`image_id\` integer,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`collections_image_idx\` ON \`collections\` (\`image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`collections_slug_idx\` ON \`collections\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`collections_updated_at_idx\` ON \`collections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`collections_created_at_idx\` ON \`collections\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`themes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nom\` text NOT NULL,
  	\`couleur\` text NOT NULL,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`themes_slug_idx\` ON \`themes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`themes_updated_at_idx\` ON \`themes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`themes_created_at_idx\` ON \`themes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`mots_cles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nom\` text NOT NULL,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`mots_cles_slug_idx\` ON \`mots_cles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`mots_cles_updated_at_idx\` ON \`mots_cles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mots_cles_created_at_idx\` ON \`mots_cles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`langues\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nom\` text NOT NULL,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`langues_slug_idx\` ON \`langues\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`langues_updated_at_idx\` ON \`langues\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`langues_created_at_idx\` ON \`langues\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titre\` text,
  	\`extrait\` text,
  	\`image_id\` integer,
  	\`contenu\` text,
  	\`auteur\` text DEFAULT 'Atelier Mots & Couleurs',
  	\`slug\` text,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_image_idx\` ON \`articles\` (\`image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_titre\` text,
  	\`version_extrait\` text,
  	\`version_image_id\` integer,
  	\`version_contenu\` text,
  	\`version_auteur\` text DEFAULT 'Atelier Mots & Couleurs',
  	\`version_slug\` text,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_image_idx\` ON \`_articles_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_slug_idx\` ON \`_articles_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_published_at_idx\` ON \`_articles_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`faq\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`reponse\` text NOT NULL,
  	\`rubrique\` text DEFAULT 'generale' NOT NULL,
  	\`ordre\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_rubrique_idx\` ON \`faq\` (\`rubrique\`);`)
  await db.run(sql`CREATE INDEX \`faq_updated_at_idx\` ON \`faq\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_created_at_idx\` ON \`faq\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`portfolio\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titre\` text NOT NULL,
  	\`categorie\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`description\` text,
  	\`message\` text,
  	\`ordre\` numeric DEFAULT 0,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`portfolio_image_idx\` ON \`portfolio\` (\`image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`portfolio_slug_idx\` ON \`portfolio\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_updated_at_idx\` ON \`portfolio\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`portfolio_created_at_idx\` ON \`portfolio\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titre\` text,
  	\`description\` text,
  	\`contenu\` text,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_titre\` text,
  	\`version_description\` text,
  	\`version_contenu\` text,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE TABLE \`telechargements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`telechargements_updated_at_idx\` ON \`telechargements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`telechargements_created_at_idx\` ON \`telechargements\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`telechargements_filename_idx\` ON \`telechargements\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`commandes_lignes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`titre\` text NOT NULL,
  	\`prix\` numeric NOT NULL,
  	\`quantite\` numeric DEFAULT 1,
  	\`format\` text,
  	\`format_libelle\` text,
  	\`livraison\` text NOT NULL,
  	\`produit_id\` integer,
  	FOREIGN KEY (\`produit_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`commandes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`commandes_lignes_order_idx\` ON \`commandes_lignes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`commandes_lignes_parent_id_idx\` ON \`commandes_lignes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`commandes_lignes_produit_idx\` ON \`commandes_lignes\` (\`produit_id\`);`)
  await db.run(sql`CREATE TABLE \`commandes_premiers_telechargements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`le\` text,
  	\`empreinte_adresse\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`commandes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`commandes_premiers_telechargements_order_idx\` ON \`commandes_premiers_telechargements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`commandes_premiers_telechargements_parent_id_idx\` ON \`commandes_premiers_telechargements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`commandes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`numero\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`sous_total\` numeric NOT NULL,
  	\`frais_de_port\` numeric NOT NULL,
  	\`total\` numeric NOT NULL,
  	\`remise\` numeric DEFAULT 0,
  	\`code_promo\` text,
  	\`devise\` text DEFAULT 'eur' NOT NULL,
  	\`statut\` text DEFAULT 'en_attente' NOT NULL,
  	\`remboursee_le\` text,
  	\`montant_rembourse\` numeric,
  	\`remboursement_stripe\` text,
  	\`numero_avoir\` text,
  	\`avoir_le\` text,
  	\`retractee_le\` text,
  	\`lignes_retractees\` text,
  	\`declarations_retractation\` numeric,
  	\`consentement_numerique_le\` text,
  	\`consentement_numerique_texte\` text,
  	\`transporteur\` text,
  	\`numero_suivi\` text,
  	\`expediee_le\` text,
  	\`livree_le\` text,
  	\`stripe_session_id\` text,
  	\`adresse_livraison_nom\` text,
  	\`adresse_livraison_ligne1\` text,
  	\`adresse_livraison_ligne2\` text,
  	\`adresse_livraison_code_postal\` text,
  	\`adresse_livraison_ville\` text,
  	\`adresse_livraison_pays\` text,
  	\`facturation_societe\` text,
  	\`facturation_numero_tva\` text,
  	\`facturation_siret\` text,
  	\`facturation_nom\` text,
  	\`facturation_ligne1\` text,
  	\`facturation_ligne2\` text,
  	\`facturation_code_postal\` text,
  	\`facturation_ville\` text,
  	\`facturation_pays\` text,
  	\`payee_le\` text,
  	\`numero_facture\` text,
  	\`facture_le\` text,
  	\`vendeur_facture\` text,
  	\`regime_tva\` text,
  	\`stripe_payment_intent_id\` text,
  	\`expiree_le\` text,
  	\`ventes_comptees\` integer DEFAULT false,
  	\`facture_cle\` text,
  	\`facture_sha256\` text,
  	\`avoir_cle\` text,
  	\`avoir_sha256\` text,
  	\`donnees_restreintes\` integer DEFAULT false,
  	\`restreinte_le\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`commandes_numero_idx\` ON \`commandes\` (\`numero\`);`)
  await db.run(sql`CREATE INDEX \`commandes_statut_idx\` ON \`commandes\` (\`statut\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`commandes_numero_avoir_idx\` ON \`commandes\` (\`numero_avoir\`);`)
  await db.run(sql`CREATE INDEX \`commandes_retractee_le_idx\` ON \`commandes\` (\`retractee_le\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`commandes_stripe_session_id_idx\` ON \`commandes\` (\`stripe_session_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`commandes_numero_facture_idx\` ON \`commandes\` (\`numero_facture\`);`)
  await db.run(sql`CREATE INDEX \`commandes_stripe_payment_intent_id_idx\` ON \`commandes\` (\`stripe_payment_intent_id\`);`)
  await db.run(sql`CREATE INDEX \`commandes_updated_at_idx\` ON \`commandes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`commandes_created_at_idx\` ON \`commandes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`avoirs_lignes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`ligne\` text,
  	\`designation\` text NOT NULL,
  	\`montant\` numeric NOT NULL,
  	\`exemplaires\` numeric,
  	\`nature\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`avoirs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`avoirs_lignes_order_idx\` ON \`avoirs_lignes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`avoirs_lignes_parent_id_idx\` ON \`avoirs_lignes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`avoirs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`numero\` text NOT NULL,
  	\`le\` text NOT NULL,
  	\`commande_id\` integer NOT NULL,
  	\`cle\` text NOT NULL,
  	\`fichier\` text,
  	\`sha256\` text,
  	\`montant\` numeric NOT NULL,
  	\`rembourse_le\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`commande_id\`) REFERENCES \`commandes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`avoirs_numero_idx\` ON \`avoirs\` (\`numero\`);`)
  await db.run(sql`CREATE INDEX \`avoirs_commande_idx\` ON \`avoirs\` (\`commande_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`avoirs_cle_idx\` ON \`avoirs\` (\`cle\`);`)
  await db.run(sql`CREATE INDEX \`avoirs_updated_at_idx\` ON \`avoirs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`avoirs_created_at_idx\` ON \`avoirs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`courriels\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`cle\` text NOT NULL,
  	\`destinataire\` text NOT NULL,
  	\`sujet\` text NOT NULL,
  	\`texte\` text NOT NULL,
  	\`html\` text,
  	\`pieces_jointes\` text,
  	\`statut\` text DEFAULT 'a_envoyer' NOT NULL,
  	\`tentatives\` numeric DEFAULT 0 NOT NULL,
  	\`prochain_essai\` text,
  	\`envoye_le\` text,
  	\`derniere_erreur\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`courriels_cle_idx\` ON \`courriels\` (\`cle\`);`)
  await db.run(sql`CREATE INDEX \`courriels_statut_idx\` ON \`courriels\` (\`statut\`);`)
  await db.run(sql`CREATE INDEX \`courriels_prochain_essai_idx\` ON \`courriels\` (\`prochain_essai\`);`)
  await db.run(sql`CREATE INDEX \`courriels_updated_at_idx\` ON \`courriels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`courriels_created_at_idx\` ON \`courriels\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`statut_prochainEssai_idx\` ON \`courriels\` (\`statut\`,\`prochain_essai\`);`)
  await db.run(sql`CREATE TABLE \`acces_espace\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`lien_expire_le\` text NOT NULL,
  	\`utilise_le\` text,
  	\`session_expire_le\` text,
  	\`fermee_le\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`acces_espace_updated_at_idx\` ON \`acces_espace\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`acces_espace_created_at_idx\` ON \`acces_espace\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`lienExpireLe_idx\` ON \`acces_espace\` (\`lien_expire_le\`);`)
  await db.run(sql`CREATE TABLE \`abonnes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`statut\` text DEFAULT 'en_attente' NOT NULL,
  	\`consentement_le\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`abonnes_email_idx\` ON \`abonnes\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`abonnes_updated_at_idx\` ON \`abonnes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`abonnes_created_at_idx\` ON \`abonnes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nom\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`sujet\` text,
  	\`message\` text NOT NULL,
  	\`statut\` text DEFAULT 'nouveau' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`messages_updated_at_idx\` ON \`messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`messages_created_at_idx\` ON \`messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`likes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`produit_id\` integer NOT NULL,
  	\`visiteur\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`produit_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`likes_produit_idx\` ON \`likes\` (\`produit_id\`);`)
  await db.run(sql`CREATE INDEX \`likes_visiteur_idx\` ON \`likes\` (\`visiteur\`);`)
  await db.run(sql`CREATE INDEX \`likes_updated_at_idx\` ON \`likes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`likes_created_at_idx\` ON \`likes\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`produit_visiteur_idx\` ON \`likes\` (\`produit_id\`,\`visiteur\`);`)
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nom\` text,
  	\`invitation_empreinte\` text,
  	\`invitation_expire_le\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_invitation_empreinte_idx\` ON \`users\` (\`invitation_empreinte\`);`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`journal\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`auteur\` text NOT NULL,
  	\`auteur_id\` text,
  	\`cible\` text NOT NULL,
  	\`cible_id\` text,
  	\`action\` text NOT NULL,
  	\`nature\` text,
  	\`annule\` text,
  	\`resume\` text,
  	\`changements\` text,
  	\`le\` text NOT NULL,
  	\`rang\` numeric,
  	\`precedente\` text,
  	\`empreinte\` text,
  	\`suivante\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`journal_cible_idx\` ON \`journal\` (\`cible\`);`)
  await db.run(sql`CREATE INDEX \`journal_cible_id_idx\` ON \`journal\` (\`cible_id\`);`)
  await db.run(sql`CREATE INDEX \`journal_nature_idx\` ON \`journal\` (\`nature\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`journal_annule_idx\` ON \`journal\` (\`annule\`);`)
  await db.run(sql`CREATE INDEX \`journal_rang_idx\` ON \`journal\` (\`rang\`);`)
  await db.run(sql`CREATE INDEX \`journal_updated_at_idx\` ON \`journal\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`journal_created_at_idx\` ON \`journal\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`demandes_donnees\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`le\` text NOT NULL,
  	\`auteur\` text,
  	\`bilan\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`demandes_donnees_email_idx\` ON \`demandes_donnees\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`demandes_donnees_updated_at_idx\` ON \`demandes_donnees\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`demandes_donnees_created_at_idx\` ON \`demandes_donnees\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`demandes_remboursement\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`numero\` text NOT NULL,
  	\`empreinte\` text NOT NULL,
  	\`intention\` text NOT NULL,
  	\`statut_http\` numeric,
  	\`reponse\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`demandes_remboursement_updated_at_idx\` ON \`demandes_remboursement\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`demandes_remboursement_created_at_idx\` ON \`demandes_remboursement\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`verrous\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`jeton\` text NOT NULL,
  	\`expire_le\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`verrous_updated_at_idx\` ON \`verrous\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`verrous_created_at_idx\` ON \`verrous\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`exports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`format\` text DEFAULT 'csv' NOT NULL,
  	\`limit\` numeric,
  	\`page\` numeric DEFAULT 1,
  	\`sort\` text,
  	\`sort_order\` text,
  	\`drafts\` text DEFAULT 'yes',
  	\`collection_slug\` text DEFAULT 'produits' NOT NULL,
  	\`where\` text DEFAULT '{}',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`exports_updated_at_idx\` ON \`exports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`exports_created_at_idx\` ON \`exports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`exports_filename_idx\` ON \`exports\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`exports_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`exports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exports_texts_order_parent\` ON \`exports_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`collection_slug\` text NOT NULL,
  	\`import_mode\` text,
  	\`match_field\` text DEFAULT 'id',
  	\`status\` text DEFAULT 'pending',
  	\`summary_imported\` numeric,
  	\`summary_updated\` numeric,
  	\`summary_total\` numeric,
  	\`summary_issues\` numeric,
  	\`summary_issue_details\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`imports_updated_at_idx\` ON \`imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`imports_created_at_idx\` ON \`imports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`imports_filename_idx\` ON \`imports\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`produits_id\` integer,
  	\`audiences_id\` integer,
  	\`collections_id\` integer,
  	\`themes_id\` integer,
  	\`mots_cles_id\` integer,
  	\`langues_id\` integer,
  	\`articles_id\` integer,
  	\`faq_id\` integer,
  	\`portfolio_id\` integer,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`telechargements_id\` integer,
  	\`commandes_id\` integer,
  	\`avoirs_id\` integer,
  	\`courriels_id\` text,
  	\`acces_espace_id\` text,
  	\`abonnes_id\` integer,
  	\`messages_id\` integer,
  	\`likes_id\` integer,
  	\`users_id\` integer,
  	\`journal_id\` integer,
  	\`demandes_donnees_id\` integer,
  	\`demandes_remboursement_id\` text,
  	\`verrous_id\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`produits_id\`) REFERENCES \`produits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audiences_id\`) REFERENCES \`audiences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`collections_id\`) REFERENCES \`collections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`themes_id\`) REFERENCES \`themes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mots_cles_id\`) REFERENCES \`mots_cles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`langues_id\`) REFERENCES \`langues\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_id\`) REFERENCES \`portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`telechargements_id\`) REFERENCES \`telechargements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`commandes_id\`) REFERENCES \`commandes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`avoirs_id\`) REFERENCES \`avoirs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courriels_id\`) REFERENCES \`courriels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`acces_espace_id\`) REFERENCES \`acces_espace\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`abonnes_id\`) REFERENCES \`abonnes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`messages_id\`) REFERENCES \`messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`likes_id\`) REFERENCES \`likes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`journal_id\`) REFERENCES \`journal\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`demandes_donnees_id\`) REFERENCES \`demandes_donnees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`demandes_remboursement_id\`) REFERENCES \`demandes_remboursement\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`verrous_id\`) REFERENCES \`verrous\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_produits_id_idx\` ON \`payload_locked_documents_rels\` (\`produits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audiences_id_idx\` ON \`payload_locked_documents_rels\` (\`audiences_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_collections_id_idx\` ON \`payload_locked_documents_rels\` (\`collections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_themes_id_idx\` ON \`payload_locked_documents_rels\` (\`themes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mots_cles_id_idx\` ON \`payload_locked_documents_rels\` (\`mots_cles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_langues_id_idx\` ON \`payload_locked_documents_rels\` (\`langues_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_id_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_telechargements_id_idx\` ON \`payload_locked_documents_rels\` (\`telechargements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_commandes_id_idx\` ON \`payload_locked_documents_rels\` (\`commandes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_avoirs_id_idx\` ON \`payload_locked_documents_rels\` (\`avoirs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_courriels_id_idx\` ON \`payload_locked_documents_rels\` (\`courriels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_acces_espace_id_idx\` ON \`payload_locked_documents_rels\` (\`acces_espace_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_abonnes_id_idx\` ON \`payload_locked_documents_rels\` (\`abonnes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_likes_id_idx\` ON \`payload_locked_documents_rels\` (\`likes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_journal_id_idx\` ON \`payload_locked_documents_rels\` (\`journal_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_demandes_donnees_id_idx\` ON \`payload_locked_documents_rels\` (\`demandes_donnees_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_demandes_remboursement_id_idx\` ON \`payload_locked_documents_rels\` (\`demandes_remboursement_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_verrous_id_idx\` ON \`payload_locked_documents_rels\` (\`verrous_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`reglages_formats_impression\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`libelle\` text NOT NULL,
  	\`papier\` text NOT NULL,
  	\`largeur_cm\` numeric NOT NULL,
  	\`hauteur_cm\` numeric NOT NULL,
  	\`prix\` numeric,
  	\`facteur\` numeric,
  	\`classe_expedition\` text DEFAULT 'carton-plat' NOT NULL,
  	\`actif\` integer DEFAULT true,
  	\`par_defaut\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`reglages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reglages_formats_impression_order_idx\` ON \`reglages_formats_impression\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reglages_formats_impression_parent_id_idx\` ON \`reglages_formats_impression\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`reglages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text DEFAULT 'Mots & Couleurs' NOT NULL,
  	\`short_name\` text DEFAULT 'mots-couleurs' NOT NULL,
  	\`author\` text DEFAULT 'Atelier Mots & Couleurs' NOT NULL,
  	\`canonical_u_r_l\` text DEFAULT 'http://localhost:3000' NOT NULL,
  	\`email\` text DEFAULT 'bonjour@mots-couleurs.example' NOT NULL,
  	\`locale\` text DEFAULT 'fr_FR' NOT NULL,
  	\`lastmod\` text,
  	\`title\` text DEFAULT 'Mots & Couleurs — affiches illustrées pour praticiens du bien-être' NOT NULL,
  	\`description\` text DEFAULT 'Affiches, cartes, jeux et infographies illustrés pour les cabinets de thérapeutes et praticiens du bien-être.' NOT NULL,
  	\`og_image_width\` numeric DEFAULT 1200 NOT NULL,
  	\`og_image_height\` numeric DEFAULT 630 NOT NULL,
  	\`og_image_quality\` numeric DEFAULT 80 NOT NULL,
  	\`default_mockup\` text DEFAULT 'cadre-bois' NOT NULL,
  	\`items_per_page\` numeric DEFAULT 24 NOT NULL,
  	\`frais_de_port\` numeric DEFAULT 590 NOT NULL,
  	\`livraison_offerte_des\` numeric DEFAULT 6000 NOT NULL,
  	\`raison_sociale\` text DEFAULT 'Atelier Mots & Couleurs',
  	\`forme_juridique\` text,
  	\`capital\` numeric,
  	\`immatriculation\` text,
  	\`adresse_vendeur\` text,
  	\`siret\` text,
  	\`telephone_vendeur\` text,
  	\`email_vendeur\` text,
  	\`direction_publication\` text,
  	\`mediateur_nom\` text,
  	\`mediateur_adresse\` text,
  	\`mediateur_site\` text,
  	\`hebergeur_nom\` text,
  	\`hebergeur_adresse\` text,
  	\`hebergeur_telephone\` text,
  	\`tva_non_applicable\` integer DEFAULT false,
  	\`numero_tva_vendeur\` text,
  	\`taux_tva\` numeric DEFAULT 20,
  	\`seuil_ventes_distance_ue\` numeric DEFAULT 1000000,
  	\`seuil_ventes_distance_ue_depasse\` integer DEFAULT false,
  	\`frais_de_port_enveloppe\` numeric DEFAULT 290,
  	\`frais_de_port_tube\` numeric DEFAULT 890,
  	\`sauvegardes_actives\` integer DEFAULT true,
  	\`sauvegardes_heure\` numeric DEFAULT 3,
  	\`sauvegardes_quotidiennes\` numeric DEFAULT 7,
  	\`sauvegardes_hebdomadaires\` numeric DEFAULT 4,
  	\`sauvegardes_mensuelles\` numeric DEFAULT 12,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`installation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`identifiant\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`produits_formats\`;`)
  await db.run(sql`DROP TABLE \`produits_mockups\`;`)
  await db.run(sql`DROP TABLE \`produits\`;`)
  await db.run(sql`DROP TABLE \`produits_rels\`;`)
  await db.run(sql`DROP TABLE \`_produits_v_version_formats\`;`)
  await db.run(sql`DROP TABLE \`_produits_v_version_mockups\`;`)
  await db.run(sql`DROP TABLE \`_produits_v\`;`)
  await db.run(sql`DROP TABLE \`_produits_v_rels\`;`)
  await db.run(sql`DROP TABLE \`audiences\`;`)
  await db.run(sql`DROP TABLE \`collections\`;`)
  await db.run(sql`DROP TABLE \`themes\`;`)
  await db.run(sql`DROP TABLE \`mots_cles\`;`)
  await db.run(sql`DROP TABLE \`langues\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`faq\`;`)
  await db.run(sql`DROP TABLE \`portfolio\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`telechargements\`;`)
  await db.run(sql`DROP TABLE \`commandes_lignes\`;`)
  await db.run(sql`DROP TABLE \`commandes_premiers_telechargements\`;`)
  await db.run(sql`DROP TABLE \`commandes\`;`)
  await db.run(sql`DROP TABLE \`avoirs_lignes\`;`)
  await db.run(sql`DROP TABLE \`avoirs\`;`)
  await db.run(sql`DROP TABLE \`courriels\`;`)
  await db.run(sql`DROP TABLE \`acces_espace\`;`)
  await db.run(sql`DROP TABLE \`abonnes\`;`)
  await db.run(sql`DROP TABLE \`messages\`;`)
  await db.run(sql`DROP TABLE \`likes\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`journal\`;`)
  await db.run(sql`DROP TABLE \`demandes_donnees\`;`)
  await db.run(sql`DROP TABLE \`demandes_remboursement\`;`)
  await db.run(sql`DROP TABLE \`verrous\`;`)
  await db.run(sql`DROP TABLE \`exports\`;`)
  await db.run(sql`DROP TABLE \`exports_texts\`;`)
  await db.run(sql`DROP TABLE \`imports\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`reglages_formats_impression\`;`)
  await db.run(sql`DROP TABLE \`reglages\`;`)
  await db.run(sql`DROP TABLE \`installation\`;`)
}
