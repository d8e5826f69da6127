/** A paragraph, or a bulleted list when the block is an array. */
export type PolicyBlock = string | string[];

export interface PolicySection {
  /** The anchor of the section, e.g. 'shipping-policy'. */
  id: string;
  heading: string;
  blocks: PolicyBlock[];
  /** Set apart from the sections around it (the digital products' own rules). */
  emphasis?: boolean;
}

export interface PolicyDocument {
  title: string;
  intro: string;
  sections: PolicySection[];
}
