import { deriveScramKeys, parseClientFirst, ScramConversation, ScramError } from './scram';

// RFC 7677, section 3: user "user", password "pencil".
const clientFirst = 'n,,n=user,r=rOprNGfwEbeRWgbNEkqO';
const serverNonce = '%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0';
const salt = Buffer.from('W22ZaJ0SNY7soEsUEjb6gQ==', 'base64');
const nonce = `rOprNGfwEbeRWgbNEkqO${serverNonce}`;
const proof = 'dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=';

const conversation = () =>
  new ScramConversation(
    deriveScramKeys('SCRAM-SHA-256', 'user', 'pencil', salt, 4096),
    parseClientFirst(clientFirst),
    serverNonce,
  );

describe('SCRAM-SHA-256 (the example of RFC 7677)', () => {
  it('answers the server-first message and, for the right proof, the server signature', () => {
    const scram = conversation();
    expect(scram.serverFirst).toBe(`r=${nonce},s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096`);
    expect(scram.finish(`c=biws,r=${nonce},p=${proof}`)).toBe(
      'v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=',
    );
  });

  it('refuses a wrong proof, another nonce and a channel binding it did not offer', () => {
    const wrongProof = Buffer.from(proof, 'base64').map((byte) => byte ^ 1);
    expect(() =>
      conversation().finish(`c=biws,r=${nonce},p=${Buffer.from(wrongProof).toString('base64')}`),
    ).toThrow(ScramError);
    expect(() => conversation().finish(`c=biws,r=rOprNGfwEbeRWgbNEkqOother,p=${proof}`)).toThrow(ScramError);
    expect(() => conversation().finish(`c=eSws,r=${nonce},p=${proof}`)).toThrow(ScramError);
    expect(() => parseClientFirst('p=tls-unique,,n=user,r=abc')).toThrow(ScramError);
  });

  it('reads an escaped username', () => {
    expect(parseClientFirst('n,,n=a=2Cb=3Dc,r=xyz').username).toBe('a,b=c');
  });
});
