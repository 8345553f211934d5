import { dropTemplate, prepareTemplate } from './database-template.ts';

export async function setup() {
  await prepareTemplate();
}

export async function teardown() {
  await dropTemplate();
}
