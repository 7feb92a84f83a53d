import * as yup from 'yup';
import { getIn } from './context';
import { requiredPassword, requiredText, rules, schemaRules } from './LightForm';

describe('the light form rules', () => {
  it('trims a required text but not a password', () => {
    const validate = rules<{ name: string; password: string }>({
      name: requiredText,
      password: requiredPassword,
    });
    expect(validate({ name: '  ', password: '' })).toEqual({
      name: 'RequiredField',
      password: 'RequiredField',
    });
    expect(validate({ name: ' a ', password: ' ' })).toEqual({});
  });

  it('reads a yup schema as Formik does: the first message of each refused field', () => {
    const validate = schemaRules<{ email: string; repeat: string }>(
      yup.object({
        email: yup.string().required('RequiredField').email('EmailValidationError'),
        repeat: yup.string().required('RequiredField').oneOf(['x'], 'PasswordsDoesNotMatch'),
      }),
    );
    expect(validate({ email: '', repeat: '' })).toEqual({
      email: 'RequiredField',
      repeat: 'RequiredField',
    });
    expect(validate({ email: 'nope', repeat: 'y' })).toEqual({
      email: 'EmailValidationError',
      repeat: 'PasswordsDoesNotMatch',
    });
    expect(validate({ email: 'a@b.co', repeat: 'x' })).toEqual({});
  });
});

describe('getIn', () => {
  it('reads field paths as Formik names them', () => {
    const values = { a: { b: 1 }, links: [{ url: 'u' }] };
    expect(getIn(values, 'a.b')).toBe(1);
    expect(getIn(values, 'links.0.url')).toBe('u');
    expect(getIn(values, 'links[0].url')).toBe('u');
    expect(getIn(values, 'links[1].url')).toBeUndefined();
    expect(getIn(undefined, 'a')).toBeUndefined();
  });
});
