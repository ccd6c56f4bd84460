/** Which university a configured resource's records belong to: derived from its required references. */
import { describe, expect, it } from 'vitest';
import { ConfigError, resolveConfig, type AnyWisudaConfig } from '../../domain/config/resolve';
import { BUILTIN_RESOURCES } from '../../domain/resources';
import { tenantPath } from '../../domain/tenancy';

const resolve = (config: AnyWisudaConfig) => resolveConfig(BUILTIN_RESOURCES, config as never);
const chainOf = (config: AnyWisudaConfig, name: string) => {
  const { resources } = resolve(config);
  return (
    tenantPath(
      resources.find((r) => r.name === name)!,
      resources,
    )?.map((s) => s.field) ?? null
  );
};
const field = (reference: string, required = true) => ({ type: 'reference', reference, required }) as const;
const nama = { type: 'text', required: true } as const;

describe('tenancy of configured resources', () => {
  it('a required reference to acara makes a resource its university’s, with nothing to write', () => {
    expect(
      chainOf(
        { resources: { sponsor: { label: 'Sponsor', fields: { nama, acara_id: field('acara') } } } },
        'sponsor',
      ),
    ).toEqual(['acara_id', 'pt_id']);
  });

  it('an optional reference leads nowhere: the resource is global', () => {
    expect(
      chainOf(
        { resources: { catatan: { label: 'Catatan', fields: { nama, acara_id: field('acara', false) } } } },
        'catatan',
      ),
    ).toBeNull();
  });

  it('tenant: false makes it global; a declared chain is taken as it is', () => {
    const fields = { nama, acara_id: field('acara'), fakultas_id: field('fakultas') };
    expect(chainOf({ resources: { x: { label: 'X', fields, tenant: false } } }, 'x')).toBeNull();
    expect(
      chainOf({ resources: { x: { label: 'X', fields, tenant: ['fakultas_id', 'pt_id'] } } }, 'x'),
    ).toEqual(['fakultas_id', 'pt_id']);
  });

  it('two required references that both lead to a university stop the start, asking for the chain', () => {
    const config = {
      resources: {
        x: { label: 'X', fields: { nama, acara_id: field('acara'), fakultas_id: field('fakultas') } },
      },
    };
    expect(() => resolve(config)).toThrow(ConfigError);
    expect(() => resolve(config)).toThrow(/resources\.x: .*acara_id and fakultas_id.*tenant/);
    const wrong = {
      resources: { x: { label: 'X', fields: { nama, acara_id: field('acara') }, tenant: ['nama'] } },
    };
    expect(() => resolve(wrong)).toThrow(/tenant \[nama\] is not a chain/);
  });
});
