// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import * as yup from 'yup';
import { useSubmit } from '@/hooks/useSubmit';
import { renderWithProviders } from '../../../tests/support/render';
import { getIn } from './context';
import { LightForm, requiredPassword, requiredText, rules, schemaRules } from './LightForm';
import { NumberField } from './NumberField';
import { RadioField } from './RadioField';
import { SwitchField } from './SwitchField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

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

describe('the light form', () => {
  interface Account {
    userName: string;
    password: string;
  }
  const validate = rules<Account>({ userName: requiredText, password: requiredPassword });
  const required = 'Bu alan gerekli!';

  /** A sign-in form sent by the app's submit flow to `save` (a test's own promise decides when the server answers). */
  function renderForm(
    save: (values: Account) => Promise<unknown> = () => Promise.resolve(),
    onInvalid?: (errors: object) => void,
  ) {
    const sent = vi.fn(save);
    function Form() {
      const { errors, submit } = useSubmit(sent);
      return (
        <LightForm<Account>
          initialValues={{ userName: '', password: '' }}
          validate={validate}
          onSubmit={submit}
          errors={errors}
          onInvalid={onInvalid}
          ariaLabel="Giriş"
        >
          {({ isSubmitting }) => (
            <>
              <TextField name="userName" label="Kullanıcı adı" />
              <TextField name="password" label="Şifre" type="password" />
              <button type="submit" aria-busy={isSubmitting}>
                Gönder
              </button>
            </>
          )}
        </LightForm>
      );
    }
    return { ...renderWithProviders(<Form />), onSubmit: sent };
  }
  const userName = () => screen.getByLabelText('Kullanıcı adı');
  const password = () => screen.getByLabelText('Şifre');
  const eye = () => screen.getByRole('button', { name: 'Şifreyi göster' });
  const submitButton = () => screen.getByRole('button', { name: 'Gönder' });

  it('shows a message once the field is blurred, not before', async () => {
    const { user } = renderForm();
    await user.click(userName());
    expect(screen.queryByText(required)).toBeNull();
    await user.tab();
    expect(screen.getByText(required)).toBeInTheDocument();
    expect(userName()).toHaveAttribute('aria-invalid', 'true');
  });

  it('touches every field on submit and does not send a refused form', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(submitButton());
    await waitFor(() => expect(screen.getAllByText(required)).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('tells onInvalid what a refused submit refused, and says nothing of a sent one', async () => {
    const onInvalid = vi.fn();
    const { user, onSubmit } = renderForm(undefined, onInvalid);
    await user.type(userName(), 'ayse');
    await user.click(submitButton());
    await waitFor(() => expect(onInvalid).toHaveBeenCalledWith({ password: 'RequiredField' }));
    await user.type(password(), 'gizli{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onInvalid).toHaveBeenCalledTimes(1);
  });

  it('sends the typed values on Enter', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(userName(), 'ayse');
    await user.type(password(), 'gizli 1{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ userName: 'ayse', password: 'gizli 1' });
  });

  it('sends once while a submit is under way (Enter twice), again after the answer', async () => {
    let answer = () => {};
    const { user, onSubmit } = renderForm(() => new Promise<void>((resolve) => (answer = resolve)));
    await user.type(userName(), 'ayse');
    await user.type(password(), 'x{Enter}{Enter}');
    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-busy', 'true'));
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    act(() => answer());
    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-busy', 'false'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it('keeps the values and ends the busy state after a server error', async () => {
    const { user, onSubmit } = renderForm(() => Promise.reject(new Error('401')));
    await user.type(userName(), 'ayse');
    await user.type(password(), 'yanlış');
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(userName()).toHaveValue('ayse');
    expect(password()).toHaveValue('yanlış');
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it('shows and hides the password with its eye button, without touching the field', async () => {
    const { user } = renderForm();
    await user.type(password(), 'gizli');
    expect(password()).toHaveAttribute('type', 'password');
    expect(eye()).toHaveAttribute('aria-pressed', 'false');

    await user.click(eye());
    expect(password()).toHaveAttribute('type', 'text');
    expect(eye()).toHaveAttribute('aria-pressed', 'true');
    // A click keeps the focus in the input: typing goes on where it was.
    expect(password()).toHaveFocus();
    await user.keyboard('!');
    expect(password()).toHaveValue('gizli!');

    await user.click(eye());
    expect(password()).toHaveAttribute('type', 'password');
    expect(eye()).toHaveAttribute('aria-pressed', 'false');

    // The empty field is not marked touched by the button: no message.
    await user.clear(password());
    await user.click(eye());
    expect(screen.queryByText(required)).toBeNull();
    expect(password()).not.toHaveAttribute('aria-invalid');
  });

  it('reaches the eye button by Tab, between the password and the submit, and toggles it by keyboard', async () => {
    const { user } = renderForm();
    await user.click(userName());
    await user.tab();
    expect(password()).toHaveFocus();
    await user.tab();
    expect(eye()).toHaveFocus();
    await user.keyboard(' ');
    expect(password()).toHaveAttribute('type', 'text');
    expect(eye()).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    expect(submitButton()).toHaveFocus();
  });

  it('refuses a field path it could not keep', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      renderWithProviders(
        <LightForm<{ a: { b: string } }>
          initialValues={{ a: { b: '' } }}
          validate={() => ({})}
          onSubmit={vi.fn()}
          errors={[]}
        >
          {() => <TextField name="a.b" label="A" />}
        </LightForm>,
      ),
    ).toThrow(/field "a\.b" is a path/);
  });
});

describe('the fields in a light form', () => {
  it('read and write the light form as in a Formik one', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <LightForm
        initialValues={{ note: 'eski', count: 2 as number | null, on: false }}
        validate={() => ({})}
        onSubmit={onSubmit}
        errors={[]}
      >
        {() => (
          <>
            <TextAreaField name="note" label="Not" />
            <NumberField name="count" label="Adet" />
            <SwitchField name="on" label="Açık" />
            <button type="submit">Gönder</button>
          </>
        )}
      </LightForm>,
    );
    expect(screen.getByLabelText('Not')).toHaveValue('eski');
    await user.clear(screen.getByLabelText('Not'));
    await user.type(screen.getByLabelText('Not'), 'yeni');
    await user.clear(screen.getByLabelText('Adet'));
    await user.type(screen.getByLabelText('Adet'), '5');
    await user.click(screen.getByLabelText('Açık'));
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ note: 'yeni', count: 5, on: true });
  });

  it('names a radio group by its label, with no label pointing at the group', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <LightForm initialValues={{ kind: 'a' }} validate={() => ({})} onSubmit={onSubmit} errors={[]}>
        {() => (
          <>
            <RadioField
              name="kind"
              label="Tür"
              options={[
                { value: 'a', label: 'Birinci' },
                { value: 'b', label: 'İkinci' },
              ]}
            />
            <button type="submit">Gönder</button>
          </>
        )}
      </LightForm>,
    );
    const group = document.getElementById('kind') as HTMLElement;
    expect(group).toHaveAccessibleName('Tür');
    expect(screen.getByText('Tür').closest('label')).not.toHaveAttribute('for');
    // The option's text, as a user clicks it (the input itself may be styled out of reach: antd's Radio.Button
    // rules, once another test has rendered one, match plain radios in jsdom).
    expect(screen.getByLabelText('İkinci')).toHaveAttribute('type', 'radio');
    await user.click(screen.getByText('İkinci'));
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ kind: 'b' });
  });
});
