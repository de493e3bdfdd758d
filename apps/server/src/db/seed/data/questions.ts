import type { SeedQuestionPage } from './types.ts';

/** Help centre pages shown under /questions/{identity}. */
export const questionPages: SeedQuestionPage[] = [
  {
    identity: 'general',
    position: 1,
    icon: 'circle-help',
    translations: {
      en: {
        title: 'General',
        description: 'The basics about Croupier, our licence and how to reach us.',
        items: [
          {
            question: 'Who operates Croupier?',
            answer:
              '<p>Croupier is operated by <strong>Croupier Entertainment N.V.</strong>, licensed and regulated by the Curaçao Gaming Authority under licence no. OGL/2024/118/0473. Read more <a href="/static/about-us">about us</a>.</p>',
          },
          {
            question: 'Who can play at Croupier?',
            answer:
              '<p>You must be at least 18 years old (or the legal gambling age in your country, if higher) and live in a country where we accept players. We do not accept players from the United States, the United Kingdom, France, the Netherlands, Aruba, Curaçao and Saint Martin.</p>',
          },
          {
            question: 'Are the games fair?',
            answer:
              '<p>Yes. All games come from licensed studios and use certified random number generators that are tested regularly by independent laboratories. Return-to-player (RTP) figures are shown in each game’s info panel.</p>',
          },
          {
            question: 'Can I play for free?',
            answer:
              '<p>Most slots and table games offer a <strong>Demo</strong> mode that uses virtual credits. Live dealer games and jackpots are available for real money only.</p>',
          },
          {
            question: 'How do I contact support?',
            answer:
              '<p>Our support team is available 24/7 via live chat and at <a href="mailto:support@croupier.example">support@croupier.example</a>. You can also use the <a href="/contact">contact form</a>.</p>',
          },
          {
            question: 'Which languages do you support?',
            answer:
              '<p>The site and our support team are available in English, German, Spanish and Brazilian Portuguese. Switch language at the bottom of any page.</p>',
          },
        ],
      },
      de: {
        title: 'Allgemein',
        description: 'Das Wichtigste über Croupier, unsere Lizenz und wie du uns erreichst.',
        items: [
          {
            question: 'Wer betreibt Croupier?',
            answer:
              '<p>Croupier wird von der <strong>Croupier Entertainment N.V.</strong> betrieben, die von der Curaçao Gaming Authority unter der Lizenznummer OGL/2024/118/0473 lizenziert und beaufsichtigt wird. Mehr erfährst du <a href="/static/about-us">über uns</a>.</p>',
          },
          {
            question: 'Wer darf bei Croupier spielen?',
            answer:
              '<p>Du musst mindestens 18 Jahre alt sein (bzw. das in deinem Land geltende höhere Mindestalter erreicht haben) und in einem Land leben, aus dem wir Spieler akzeptieren. Spieler aus den USA, dem Vereinigten Königreich, Frankreich, den Niederlanden, Aruba, Curaçao und Saint-Martin können wir nicht annehmen.</p>',
          },
          {
            question: 'Sind die Spiele fair?',
            answer:
              '<p>Ja. Alle Spiele stammen von lizenzierten Studios und nutzen zertifizierte Zufallszahlengeneratoren, die regelmäßig von unabhängigen Prüflaboren getestet werden. Die Auszahlungsquote (RTP) findest du in der Infoansicht jedes Spiels.</p>',
          },
          {
            question: 'Kann ich kostenlos spielen?',
            answer:
              '<p>Die meisten Slots und Tischspiele bieten einen <strong>Demo</strong>-Modus mit virtuellem Guthaben. Live-Dealer-Spiele und Jackpots sind nur mit Echtgeld verfügbar.</p>',
          },
          {
            question: 'Wie erreiche ich den Support?',
            answer:
              '<p>Unser Support ist rund um die Uhr per Live-Chat und unter <a href="mailto:support@croupier.example">support@croupier.example</a> erreichbar. Alternativ kannst du das <a href="/contact">Kontaktformular</a> nutzen.</p>',
          },
          {
            question: 'Welche Sprachen werden unterstützt?',
            answer:
              '<p>Website und Support gibt es auf Englisch, Deutsch, Spanisch und brasilianischem Portugiesisch. Die Sprache wechselst du unten auf jeder Seite.</p>',
          },
        ],
      },
      es: {
        title: 'General',
        description: 'Lo esencial sobre Croupier, nuestra licencia y cómo contactarnos.',
        items: [
          {
            question: '¿Quién opera Croupier?',
            answer:
              '<p>Croupier está operado por <strong>Croupier Entertainment N.V.</strong>, con licencia de la Curaçao Gaming Authority, que la regula y supervisa, con el n.º OGL/2024/118/0473. Descubre más <a href="/static/about-us">sobre nosotros</a>.</p>',
          },
          {
            question: '¿Quién puede jugar en Croupier?',
            answer:
              '<p>Debes tener al menos 18 años (o la edad legal para jugar en tu país, si es mayor) y residir en un país en el que aceptemos jugadores. No aceptamos jugadores de Estados Unidos, Reino Unido, Francia, Países Bajos, Aruba, Curazao ni San Martín.</p>',
          },
          {
            question: '¿Los juegos son justos?',
            answer:
              '<p>Sí. Todos los juegos proceden de estudios con licencia y utilizan generadores de números aleatorios certificados que laboratorios independientes auditan con regularidad. El porcentaje de retorno (RTP) figura en la información de cada juego.</p>',
          },
          {
            question: '¿Puedo jugar gratis?',
            answer:
              '<p>La mayoría de las slots y juegos de mesa tienen un modo <strong>Demo</strong> con créditos virtuales. Los juegos con crupier en vivo y los jackpots solo están disponibles con dinero real.</p>',
          },
          {
            question: '¿Cómo contacto con atención al cliente?',
            answer:
              '<p>Nuestro equipo está disponible 24/7 por chat en vivo y en <a href="mailto:support@croupier.example">support@croupier.example</a>. También puedes usar el <a href="/contact">formulario de contacto</a>.</p>',
          },
          {
            question: '¿En qué idiomas está disponible?',
            answer:
              '<p>La web y el servicio de atención están disponibles en inglés, alemán, español y portugués de Brasil. Cambia el idioma al pie de cualquier página.</p>',
          },
        ],
      },
      'pt-BR': {
        title: 'Geral',
        description: 'O básico sobre a Croupier, nossa licença e como falar com a gente.',
        items: [
          {
            question: 'Quem opera a Croupier?',
            answer:
              '<p>A Croupier é operada pela <strong>Croupier Entertainment N.V.</strong>, licenciada e regulamentada pela Curaçao Gaming Authority sob a licença n.º OGL/2024/118/0473. Saiba mais <a href="/static/about-us">sobre nós</a>.</p>',
          },
          {
            question: 'Quem pode jogar na Croupier?',
            answer:
              '<p>Você precisa ter pelo menos 18 anos (ou a idade mínima legal do seu país, se for maior) e morar em um país onde aceitamos jogadores. Não aceitamos jogadores dos Estados Unidos, Reino Unido, França, Países Baixos, Aruba, Curaçao e São Martinho.</p>',
          },
          {
            question: 'Os jogos são justos?',
            answer:
              '<p>Sim. Todos os jogos vêm de estúdios licenciados e usam geradores de números aleatórios certificados, testados regularmente por laboratórios independentes. O RTP (retorno ao jogador) aparece nas informações de cada jogo.</p>',
          },
          {
            question: 'Posso jogar de graça?',
            answer:
              '<p>A maioria dos slots e jogos de mesa tem o modo <strong>Demo</strong>, com créditos virtuais. Jogos com dealer ao vivo e jackpots estão disponíveis apenas com dinheiro real.</p>',
          },
          {
            question: 'Como falo com o suporte?',
            answer:
              '<p>Nosso suporte atende 24 horas por dia, 7 dias por semana, pelo chat ao vivo e pelo e-mail <a href="mailto:support@croupier.example">support@croupier.example</a>. Você também pode usar o <a href="/contact">formulário de contato</a>.</p>',
          },
          {
            question: 'Quais idiomas estão disponíveis?',
            answer:
              '<p>O site e o suporte estão disponíveis em inglês, alemão, espanhol e português do Brasil. Troque o idioma no rodapé de qualquer página.</p>',
          },
        ],
      },
    },
  },
  {
    identity: 'account',
    position: 2,
    icon: 'user-round',
    translations: {
      en: {
        title: 'Account',
        description: 'Registration, sign-in, security and verification.',
        items: [
          {
            question: 'How do I create an account?',
            answer:
              '<p>Click <strong>Sign up</strong>, register with your e-mail address or phone number, choose your currency and accept the terms. Phone registrations are confirmed with a 6-digit code sent by SMS.</p>',
          },
          {
            question: 'I forgot my password. What now?',
            answer:
              '<p>Click <strong>Forgot password?</strong> in the sign-in window and enter your e-mail address. We will send you a link to choose a new password; it is valid for 60 minutes.</p>',
          },
          {
            question: 'Why do I need to verify my identity?',
            answer:
              '<p>Verification protects you and us against fraud and underage gambling and is required by our licence. We may ask for an ID document, proof of address and proof of payment method. See our <a href="/static/kyc-policy">KYC policy</a>.</p>',
          },
          {
            question: 'How long does verification take?',
            answer:
              '<p>Most documents are reviewed within <strong>24 hours</strong>. You can follow the status under <a href="/profile/verification">Profile → Verification</a>.</p>',
          },
          {
            question: 'Can I change my currency or e-mail address?',
            answer:
              '<p>You can add further currency accounts in the wallet at any time. To change your e-mail address or date of birth, please contact support – we may ask you to verify the change.</p>',
          },
          {
            question: 'How do I keep my account secure?',
            answer:
              '<p>Use a unique password of at least 6 characters (longer is better), never share your login details and review active sessions under <a href="/profile/security">Profile → Security</a>.</p>',
          },
        ],
      },
      de: {
        title: 'Konto',
        description: 'Registrierung, Anmeldung, Sicherheit und Verifizierung.',
        items: [
          {
            question: 'Wie erstelle ich ein Konto?',
            answer:
              '<p>Klicke auf <strong>Registrieren</strong>, melde dich mit E-Mail-Adresse oder Telefonnummer an, wähle deine Währung und akzeptiere die Bedingungen. Bei der Registrierung per Telefon bestätigst du deine Nummer mit einem 6-stelligen SMS-Code.</p>',
          },
          {
            question: 'Ich habe mein Passwort vergessen. Was nun?',
            answer:
              '<p>Klicke im Anmeldefenster auf <strong>Passwort vergessen?</strong> und gib deine E-Mail-Adresse ein. Wir senden dir einen Link, mit dem du ein neues Passwort festlegst; er ist 60 Minuten gültig.</p>',
          },
          {
            question: 'Warum muss ich meine Identität bestätigen?',
            answer:
              '<p>Die Verifizierung schützt dich und uns vor Betrug und Spielen von Minderjährigen und ist durch unsere Lizenz vorgeschrieben. Wir können einen Ausweis, einen Adressnachweis und einen Nachweis über deine Zahlungsmethode anfordern. Siehe unsere <a href="/static/kyc-policy">KYC-Richtlinie</a>.</p>',
          },
          {
            question: 'Wie lange dauert die Verifizierung?',
            answer:
              '<p>Die meisten Dokumente prüfen wir innerhalb von <strong>24 Stunden</strong>. Den Status siehst du unter <a href="/profile/verification">Profil → Verifizierung</a>.</p>',
          },
          {
            question: 'Kann ich meine Währung oder E-Mail-Adresse ändern?',
            answer:
              '<p>Weitere Währungskonten kannst du jederzeit in der Kasse hinzufügen. Um deine E-Mail-Adresse oder dein Geburtsdatum zu ändern, wende dich bitte an den Support – eventuell bitten wir dich, die Änderung zu bestätigen.</p>',
          },
          {
            question: 'Wie schütze ich mein Konto?',
            answer:
              '<p>Verwende ein eigenes Passwort mit mindestens 6 Zeichen (länger ist besser), gib deine Zugangsdaten nie weiter und prüfe aktive Sitzungen unter <a href="/profile/security">Profil → Sicherheit</a>.</p>',
          },
        ],
      },
      es: {
        title: 'Cuenta',
        description: 'Registro, inicio de sesión, seguridad y verificación.',
        items: [
          {
            question: '¿Cómo creo una cuenta?',
            answer:
              '<p>Haz clic en <strong>Regístrate</strong>, usa tu correo electrónico o tu número de teléfono, elige tu divisa y acepta los términos. Si te registras con el teléfono, lo confirmarás con un código de 6 dígitos enviado por SMS.</p>',
          },
          {
            question: 'He olvidado mi contraseña. ¿Qué hago?',
            answer:
              '<p>Pulsa <strong>¿Has olvidado tu contraseña?</strong> en la ventana de inicio de sesión e introduce tu correo. Te enviaremos un enlace para crear una nueva contraseña, válido durante 60 minutos.</p>',
          },
          {
            question: '¿Por qué tengo que verificar mi identidad?',
            answer:
              '<p>La verificación te protege a ti y a nosotros frente al fraude y el juego de menores, y es obligatoria según nuestra licencia. Podemos pedirte un documento de identidad, un justificante de domicilio y un comprobante del método de pago. Consulta nuestra <a href="/static/kyc-policy">política KYC</a>.</p>',
          },
          {
            question: '¿Cuánto tarda la verificación?',
            answer:
              '<p>Revisamos la mayoría de los documentos en menos de <strong>24 horas</strong>. Puedes seguir el estado en <a href="/profile/verification">Perfil → Verificación</a>.</p>',
          },
          {
            question: '¿Puedo cambiar mi divisa o mi correo electrónico?',
            answer:
              '<p>Puedes añadir nuevas cuentas en otras divisas desde la cartera cuando quieras. Para cambiar tu correo o tu fecha de nacimiento, contacta con atención al cliente; es posible que te pidamos verificar el cambio.</p>',
          },
          {
            question: '¿Cómo mantengo mi cuenta segura?',
            answer:
              '<p>Usa una contraseña única de al menos 6 caracteres (cuanto más larga, mejor), no compartas nunca tus datos de acceso y revisa tus sesiones activas en <a href="/profile/security">Perfil → Seguridad</a>.</p>',
          },
        ],
      },
      'pt-BR': {
        title: 'Conta',
        description: 'Cadastro, login, segurança e verificação.',
        items: [
          {
            question: 'Como crio uma conta?',
            answer:
              '<p>Clique em <strong>Cadastre-se</strong>, use seu e-mail ou número de celular, escolha sua moeda e aceite os termos. No cadastro por celular, você confirma o número com um código de 6 dígitos enviado por SMS.</p>',
          },
          {
            question: 'Esqueci minha senha. E agora?',
            answer:
              '<p>Clique em <strong>Esqueceu a senha?</strong> na janela de login e informe seu e-mail. Enviaremos um link para você criar uma nova senha, válido por 60 minutos.</p>',
          },
          {
            question: 'Por que preciso verificar minha identidade?',
            answer:
              '<p>A verificação protege você e a gente contra fraudes e jogo por menores de idade, e é exigida pela nossa licença. Podemos pedir um documento com foto, comprovante de residência e comprovante do método de pagamento. Veja nossa <a href="/static/kyc-policy">política de KYC</a>.</p>',
          },
          {
            question: 'Quanto tempo leva a verificação?',
            answer:
              '<p>A maioria dos documentos é analisada em até <strong>24 horas</strong>. Acompanhe o status em <a href="/profile/verification">Perfil → Verificação</a>.</p>',
          },
          {
            question: 'Posso mudar minha moeda ou meu e-mail?',
            answer:
              '<p>Você pode adicionar contas em outras moedas na carteira a qualquer momento. Para alterar o e-mail ou a data de nascimento, fale com o suporte — talvez seja necessário confirmar a alteração.</p>',
          },
          {
            question: 'Como mantenho minha conta segura?',
            answer:
              '<p>Use uma senha exclusiva com pelo menos 6 caracteres (quanto mais longa, melhor), nunca compartilhe seus dados de acesso e confira as sessões ativas em <a href="/profile/security">Perfil → Segurança</a>.</p>',
          },
        ],
      },
    },
  },
  {
    identity: 'payments',
    position: 3,
    icon: 'wallet',
    translations: {
      en: {
        title: 'Payments',
        description: 'Deposits, withdrawals, currencies and processing times.',
        items: [
          {
            question: 'Which payment methods can I use?',
            answer:
              '<p>Depending on your country: Visa, Mastercard, Skrill, Neteller, bank transfer, Pix (Brazil) and cryptocurrencies including BTC, ETH, USDT, LTC, DOGE and TRX. See all options on <a href="/static/payment-methods">Payment methods</a>.</p>',
          },
          {
            question: 'What are the deposit limits?',
            answer:
              '<p>The minimum deposit is <strong>€10</strong> for most methods (€20 to qualify for bonuses). Maximums depend on the method and are shown in the wallet.</p>',
          },
          {
            question: 'How long do withdrawals take?',
            answer:
              '<p>We review withdrawals within <strong>24 hours</strong>. After approval, e-wallets and crypto usually arrive within minutes, cards within 1–3 business days and bank transfers within 3–5 business days.</p>',
          },
          {
            question: 'Why is my withdrawal pending?',
            answer:
              '<p>A withdrawal can stay pending while we complete verification, while a bonus wagering requirement is still open, or if additional checks are needed. You can follow it under <a href="/profile/history">Profile → History</a>.</p>',
          },
          {
            question: 'Do you charge fees?',
            answer:
              '<p>Croupier does not charge deposit or withdrawal fees. Your bank, payment provider or the blockchain network may apply their own charges.</p>',
          },
          {
            question: 'How are crypto balances shown?',
            answer:
              '<p>Bitcoin and Ethereum balances are shown in thousandths (mBTC and mETH) for readability: 1 BTC = 1,000 mBTC. You can also display an equivalent value in a fiat currency.</p>',
          },
        ],
      },
      de: {
        title: 'Zahlungen',
        description: 'Einzahlungen, Auszahlungen, Währungen und Bearbeitungszeiten.',
        items: [
          {
            question: 'Welche Zahlungsmethoden kann ich nutzen?',
            answer:
              '<p>Je nach Land: Visa, Mastercard, Skrill, Neteller, Banküberweisung, Pix (Brasilien) sowie Kryptowährungen wie BTC, ETH, USDT, LTC, DOGE und TRX. Alle Optionen findest du unter <a href="/static/payment-methods">Zahlungsmethoden</a>.</p>',
          },
          {
            question: 'Welche Einzahlungslimits gelten?',
            answer:
              '<p>Die Mindesteinzahlung beträgt bei den meisten Methoden <strong>10 €</strong> (20 € für Bonusangebote). Die Höchstbeträge hängen von der Methode ab und werden in der Kasse angezeigt.</p>',
          },
          {
            question: 'Wie lange dauern Auszahlungen?',
            answer:
              '<p>Wir prüfen Auszahlungen innerhalb von <strong>24 Stunden</strong>. Nach der Freigabe kommen E-Wallet- und Krypto-Auszahlungen meist binnen Minuten an, Kartenzahlungen in 1–3 Werktagen und Banküberweisungen in 3–5 Werktagen.</p>',
          },
          {
            question: 'Warum ist meine Auszahlung noch ausstehend?',
            answer:
              '<p>Eine Auszahlung kann ausstehend bleiben, solange die Verifizierung läuft, eine Bonus-Umsatzbedingung offen ist oder zusätzliche Prüfungen nötig sind. Den Stand siehst du unter <a href="/profile/history">Profil → Verlauf</a>.</p>',
          },
          {
            question: 'Fallen Gebühren an?',
            answer:
              '<p>Croupier erhebt keine Gebühren für Ein- oder Auszahlungen. Deine Bank, dein Zahlungsanbieter oder das Blockchain-Netzwerk können jedoch eigene Gebühren berechnen.</p>',
          },
          {
            question: 'Wie werden Krypto-Guthaben angezeigt?',
            answer:
              '<p>Bitcoin- und Ethereum-Guthaben werden zur besseren Lesbarkeit in Tausendsteln (mBTC und mETH) angezeigt: 1 BTC = 1.000 mBTC. Zusätzlich kannst du einen Gegenwert in einer Fiat-Währung einblenden.</p>',
          },
        ],
      },
      es: {
        title: 'Pagos',
        description: 'Depósitos, retiros, divisas y plazos de procesamiento.',
        items: [
          {
            question: '¿Qué métodos de pago puedo usar?',
            answer:
              '<p>Según tu país: Visa, Mastercard, Skrill, Neteller, transferencia bancaria, Pix (Brasil) y criptomonedas como BTC, ETH, USDT, LTC, DOGE y TRX. Consulta todas las opciones en <a href="/static/payment-methods">Métodos de pago</a>.</p>',
          },
          {
            question: '¿Cuáles son los límites de depósito?',
            answer:
              '<p>El depósito mínimo es de <strong>10 €</strong> en la mayoría de los métodos (20 € para optar a bonos). Los máximos dependen del método y se muestran en la cartera.</p>',
          },
          {
            question: '¿Cuánto tardan los retiros?',
            answer:
              '<p>Revisamos los retiros en menos de <strong>24 horas</strong>. Una vez aprobados, los monederos electrónicos y las criptomonedas suelen llegar en minutos, las tarjetas en 1–3 días hábiles y las transferencias en 3–5 días hábiles.</p>',
          },
          {
            question: '¿Por qué mi retiro está pendiente?',
            answer:
              '<p>Un retiro puede quedar pendiente mientras completamos la verificación, si hay un requisito de apuesta de bono abierto o si necesitamos comprobaciones adicionales. Puedes seguirlo en <a href="/profile/history">Perfil → Historial</a>.</p>',
          },
          {
            question: '¿Cobráis comisiones?',
            answer:
              '<p>Croupier no cobra comisiones por depósitos ni retiros. Tu banco, tu proveedor de pagos o la red blockchain pueden aplicar sus propios cargos.</p>',
          },
          {
            question: '¿Cómo se muestran los saldos en cripto?',
            answer:
              '<p>Los saldos en Bitcoin y Ethereum se muestran en milésimas (mBTC y mETH) para facilitar la lectura: 1 BTC = 1.000 mBTC. También puedes ver su equivalente en una moneda fiduciaria.</p>',
          },
        ],
      },
      'pt-BR': {
        title: 'Pagamentos',
        description: 'Depósitos, saques, moedas e prazos de processamento.',
        items: [
          {
            question: 'Quais métodos de pagamento posso usar?',
            answer:
              '<p>Conforme o seu país: Pix, Visa, Mastercard, Skrill, Neteller, transferência bancária e criptomoedas como BTC, ETH, USDT, LTC, DOGE e TRX. Veja todas as opções em <a href="/static/payment-methods">Métodos de pagamento</a>.</p>',
          },
          {
            question: 'Quais são os limites de depósito?',
            answer:
              '<p>O depósito mínimo é de <strong>€10</strong> na maioria dos métodos (€20 para participar de bônus). Os valores máximos dependem do método e aparecem na carteira.</p>',
          },
          {
            question: 'Quanto tempo leva um saque?',
            answer:
              '<p>Analisamos os saques em até <strong>24 horas</strong>. Depois da aprovação, carteiras digitais, Pix e cripto costumam cair em minutos, cartões em 1 a 3 dias úteis e transferências bancárias em 3 a 5 dias úteis.</p>',
          },
          {
            question: 'Por que meu saque está pendente?',
            answer:
              '<p>Um saque pode ficar pendente enquanto concluímos a verificação, se ainda houver rollover de bônus em aberto ou se forem necessárias verificações adicionais. Acompanhe em <a href="/profile/history">Perfil → Histórico</a>.</p>',
          },
          {
            question: 'Vocês cobram taxas?',
            answer:
              '<p>A Croupier não cobra taxas de depósito nem de saque. Seu banco, o provedor de pagamento ou a rede blockchain podem cobrar as próprias tarifas.</p>',
          },
          {
            question: 'Como os saldos em cripto são exibidos?',
            answer:
              '<p>Saldos em Bitcoin e Ethereum aparecem em milésimos (mBTC e mETH) para facilitar a leitura: 1 BTC = 1.000 mBTC. Você também pode exibir o valor equivalente em uma moeda fiduciária.</p>',
          },
        ],
      },
    },
  },
  {
    identity: 'bonuses',
    position: 4,
    icon: 'gift',
    translations: {
      en: {
        title: 'Bonuses',
        description: 'Welcome offers, wagering requirements, free spins and bonus codes.',
        items: [
          {
            question: 'How do I claim a bonus?',
            answer:
              '<p>Most deposit bonuses are selected in the bonus chooser when you deposit. Others, such as cashback, appear under <a href="/profile/bonuses">Profile → Bonuses</a> where you can activate them.</p>',
          },
          {
            question: 'What is a wagering requirement?',
            answer:
              '<p>It is the amount you need to bet before bonus funds become withdrawable. Example: a €100 bonus with 35x wagering requires €3,500 in bets. Slots count 100%, table games 10% and live casino 5%.</p>',
          },
          {
            question: 'Is there a maximum bet with an active bonus?',
            answer:
              '<p>Yes – usually <strong>€5</strong> per spin or round. Some promotions, such as the <a href="/bonus/high-roller">High Roller Bonus</a>, allow more. Larger bets may void the bonus and its winnings.</p>',
          },
          {
            question: 'Where do I enter a bonus code?',
            answer:
              '<p>In the sign-up form under <strong>Referral/Promo Code (Optional)</strong>, or in the wallet when you deposit. Codes are case-insensitive.</p>',
          },
          {
            question: 'Can I cancel a bonus?',
            answer:
              '<p>Yes, under <a href="/profile/bonuses">Profile → Bonuses</a>. Cancelling removes the bonus balance and any winnings made with it; your own deposited money stays in your account.</p>',
          },
        ],
      },
      de: {
        title: 'Boni',
        description: 'Willkommensangebote, Umsatzbedingungen, Freispiele und Bonuscodes.',
        items: [
          {
            question: 'Wie erhalte ich einen Bonus?',
            answer:
              '<p>Die meisten Einzahlungsboni wählst du bei der Einzahlung in der Bonusauswahl aus. Andere, etwa das Cashback, erscheinen unter <a href="/profile/bonuses">Profil → Boni</a> und werden dort aktiviert.</p>',
          },
          {
            question: 'Was ist eine Umsatzbedingung?',
            answer:
              '<p>Das ist der Betrag, den du einsetzen musst, bevor Bonusguthaben auszahlbar wird. Beispiel: Ein Bonus von 100 € mit 35-fachem Umsatz erfordert Einsätze von 3.500 €. Slots zählen zu 100 %, Tischspiele zu 10 % und Live-Casino zu 5 %.</p>',
          },
          {
            question: 'Gibt es bei aktivem Bonus einen Höchsteinsatz?',
            answer:
              '<p>Ja – in der Regel <strong>5 €</strong> pro Spin oder Runde. Manche Aktionen wie der <a href="/bonus/high-roller">High-Roller-Bonus</a> erlauben mehr. Höhere Einsätze können zum Verfall des Bonus und der damit erzielten Gewinne führen.</p>',
          },
          {
            question: 'Wo gebe ich einen Bonuscode ein?',
            answer:
              '<p>Im Registrierungsformular unter <strong>Empfehlungs-/Promocode (optional)</strong> oder bei der Einzahlung in der Kasse. Groß- und Kleinschreibung spielt keine Rolle.</p>',
          },
          {
            question: 'Kann ich einen Bonus stornieren?',
            answer:
              '<p>Ja, unter <a href="/profile/bonuses">Profil → Boni</a>. Dabei verfallen das Bonusguthaben und alle damit erzielten Gewinne; dein eingezahltes Geld bleibt auf deinem Konto.</p>',
          },
        ],
      },
      es: {
        title: 'Bonos',
        description:
          'Ofertas de bienvenida, requisitos de apuesta, giros gratis y códigos promocionales.',
        items: [
          {
            question: '¿Cómo reclamo un bono?',
            answer:
              '<p>La mayoría de los bonos de depósito se eligen en el selector de bonos al depositar. Otros, como el cashback, aparecen en <a href="/profile/bonuses">Perfil → Bonos</a>, donde puedes activarlos.</p>',
          },
          {
            question: '¿Qué es un requisito de apuesta?',
            answer:
              '<p>Es el importe que debes apostar antes de poder retirar el saldo de bono. Ejemplo: un bono de 100 € con requisito de 35 veces exige 3.500 € en apuestas. Las slots cuentan al 100 %, los juegos de mesa al 10 % y el casino en vivo al 5 %.</p>',
          },
          {
            question: '¿Hay una apuesta máxima con un bono activo?',
            answer:
              '<p>Sí, normalmente <strong>5 €</strong> por giro o ronda. Algunas promociones, como el <a href="/bonus/high-roller">Bono High Roller</a>, permiten más. Apostar por encima del límite puede anular el bono y sus ganancias.</p>',
          },
          {
            question: '¿Dónde introduzco un código promocional?',
            answer:
              '<p>En el formulario de registro, en <strong>Código de referido/promocional (opcional)</strong>, o en la cartera al depositar. No distingue entre mayúsculas y minúsculas.</p>',
          },
          {
            question: '¿Puedo cancelar un bono?',
            answer:
              '<p>Sí, en <a href="/profile/bonuses">Perfil → Bonos</a>. Al cancelarlo se eliminan el saldo de bono y las ganancias obtenidas con él; el dinero que depositaste sigue en tu cuenta.</p>',
          },
        ],
      },
      'pt-BR': {
        title: 'Bônus',
        description: 'Ofertas de boas-vindas, rollover, rodadas grátis e códigos promocionais.',
        items: [
          {
            question: 'Como resgato um bônus?',
            answer:
              '<p>A maioria dos bônus de depósito é escolhida na seleção de bônus na hora do depósito. Outros, como o cashback, aparecem em <a href="/profile/bonuses">Perfil → Bônus</a>, onde você pode ativá-los.</p>',
          },
          {
            question: 'O que é rollover?',
            answer:
              '<p>É o valor que você precisa apostar antes de poder sacar o saldo de bônus. Exemplo: um bônus de €100 com rollover de 35x exige €3.500 em apostas. Slots contam 100%, jogos de mesa 10% e cassino ao vivo 5%.</p>',
          },
          {
            question: 'Existe aposta máxima com bônus ativo?',
            answer:
              '<p>Sim — normalmente <strong>€5</strong> por rodada. Algumas promoções, como o <a href="/bonus/high-roller">Bônus High Roller</a>, permitem mais. Apostas acima do limite podem anular o bônus e os ganhos obtidos com ele.</p>',
          },
          {
            question: 'Onde insiro um código promocional?',
            answer:
              '<p>No formulário de cadastro, em <strong>Código de indicação/promocional (opcional)</strong>, ou na carteira ao depositar. Letras maiúsculas e minúsculas não fazem diferença.</p>',
          },
          {
            question: 'Posso cancelar um bônus?',
            answer:
              '<p>Sim, em <a href="/profile/bonuses">Perfil → Bônus</a>. Ao cancelar, o saldo de bônus e os ganhos obtidos com ele são removidos; o dinheiro que você depositou continua na sua conta.</p>',
          },
        ],
      },
    },
  },
  {
    identity: 'responsible-gaming',
    position: 5,
    icon: 'shield-check',
    translations: {
      en: {
        title: 'Responsible gaming',
        description: 'Limits, time-outs, self-exclusion and where to find help.',
        items: [
          {
            question: 'Which limits can I set?',
            answer:
              '<p>Under <a href="/profile/limits">Profile → Limits</a> you can set daily, weekly or monthly <strong>deposit</strong>, <strong>loss</strong> and <strong>bet</strong> limits. Lower limits apply immediately; increases take effect after 24 hours.</p>',
          },
          {
            question: 'What is a cooling-off period?',
            answer:
              '<p>A short break from 24 hours up to 6 weeks. During it you cannot deposit or play, and you will not receive marketing messages.</p>',
          },
          {
            question: 'How does self-exclusion work?',
            answer:
              '<p>Self-exclusion closes your account for 6 months, 1 year, 5 years or permanently. It cannot be reversed before the period ends. You can set it up in <a href="/profile/limits">Profile → Limits</a> or ask support.</p>',
          },
          {
            question: 'How do I know if gambling is becoming a problem?',
            answer:
              '<p>Warning signs include chasing losses, spending more than you can afford, or hiding your gambling from others. Take our self-assessment on the <a href="/static/responsible-gaming">Responsible gaming</a> page.</p>',
          },
          {
            question: 'Where can I get help?',
            answer:
              '<p>Independent, free and confidential help is available from organisations such as GamCare, Gamblers Anonymous and Gambling Therapy. Their contact details are listed in the footer of every page.</p>',
          },
        ],
      },
      de: {
        title: 'Verantwortungsvolles Spielen',
        description: 'Limits, Spielpausen, Selbstausschluss und wo du Hilfe findest.',
        items: [
          {
            question: 'Welche Limits kann ich festlegen?',
            answer:
              '<p>Unter <a href="/profile/limits">Profil → Limits</a> kannst du tägliche, wöchentliche oder monatliche Limits für <strong>Einzahlungen</strong>, <strong>Verluste</strong> und <strong>Einsätze</strong> festlegen. Senkungen gelten sofort, Erhöhungen erst nach 24 Stunden.</p>',
          },
          {
            question: 'Was ist eine Spielpause (Cooling-off)?',
            answer:
              '<p>Eine kurze Auszeit von 24 Stunden bis zu 6 Wochen. In dieser Zeit kannst du weder einzahlen noch spielen und erhältst keine Werbenachrichten.</p>',
          },
          {
            question: 'Wie funktioniert der Selbstausschluss?',
            answer:
              '<p>Der Selbstausschluss sperrt dein Konto für 6 Monate, 1 Jahr, 5 Jahre oder dauerhaft und kann vor Ablauf nicht aufgehoben werden. Du richtest ihn unter <a href="/profile/limits">Profil → Limits</a> oder über den Support ein.</p>',
          },
          {
            question: 'Woran erkenne ich, dass Spielen zum Problem wird?',
            answer:
              '<p>Warnzeichen sind etwa, Verlusten hinterherzujagen, mehr auszugeben, als du dir leisten kannst, oder dein Spielen vor anderen zu verbergen. Mach unseren Selbsttest auf der Seite <a href="/static/responsible-gaming">Verantwortungsvolles Spielen</a>.</p>',
          },
          {
            question: 'Wo bekomme ich Hilfe?',
            answer:
              '<p>Kostenlose, vertrauliche Hilfe bieten unabhängige Stellen wie die BZgA-Hotline (0800 1 372 700) und die Anonymen Spieler. Die Kontaktdaten findest du in der Fußzeile jeder Seite.</p>',
          },
        ],
      },
      es: {
        title: 'Juego responsable',
        description: 'Límites, pausas, autoexclusión y dónde encontrar ayuda.',
        items: [
          {
            question: '¿Qué límites puedo establecer?',
            answer:
              '<p>En <a href="/profile/limits">Perfil → Límites</a> puedes fijar límites diarios, semanales o mensuales de <strong>depósito</strong>, <strong>pérdidas</strong> y <strong>apuestas</strong>. Las reducciones se aplican al momento y los aumentos, a las 24 horas.</p>',
          },
          {
            question: '¿Qué es un periodo de pausa?',
            answer:
              '<p>Un descanso breve de entre 24 horas y 6 semanas. Durante ese tiempo no podrás depositar ni jugar, y no recibirás comunicaciones comerciales.</p>',
          },
          {
            question: '¿Cómo funciona la autoexclusión?',
            answer:
              '<p>La autoexclusión cierra tu cuenta durante 6 meses, 1 año, 5 años o de forma permanente, y no puede revertirse antes de que termine el plazo. Puedes activarla en <a href="/profile/limits">Perfil → Límites</a> o a través de atención al cliente.</p>',
          },
          {
            question: '¿Cómo sé si el juego se está convirtiendo en un problema?',
            answer:
              '<p>Algunas señales de alerta son intentar recuperar lo perdido, gastar más de lo que puedes permitirte u ocultar tu forma de jugar. Haz nuestro test de autoevaluación en la página de <a href="/static/responsible-gaming">Juego responsable</a>.</p>',
          },
          {
            question: '¿Dónde puedo pedir ayuda?',
            answer:
              '<p>Organizaciones independientes como FEJAR (900 200 225) o Jugadores Anónimos ofrecen ayuda gratuita y confidencial. Encontrarás sus datos de contacto al pie de cada página.</p>',
          },
        ],
      },
      'pt-BR': {
        title: 'Jogo responsável',
        description: 'Limites, pausas, autoexclusão e onde buscar ajuda.',
        items: [
          {
            question: 'Quais limites posso definir?',
            answer:
              '<p>Em <a href="/profile/limits">Perfil → Limites</a> você define limites diários, semanais ou mensais de <strong>depósito</strong>, <strong>perda</strong> e <strong>aposta</strong>. Reduções valem na hora; aumentos, só após 24 horas.</p>',
          },
          {
            question: 'O que é um período de pausa?',
            answer:
              '<p>Uma pausa curta, de 24 horas a 6 semanas. Durante esse período você não consegue depositar nem jogar e não recebe mensagens promocionais.</p>',
          },
          {
            question: 'Como funciona a autoexclusão?',
            answer:
              '<p>A autoexclusão bloqueia sua conta por 6 meses, 1 ano, 5 anos ou de forma permanente, e não pode ser desfeita antes do fim do prazo. Ative em <a href="/profile/limits">Perfil → Limites</a> ou pelo suporte.</p>',
          },
          {
            question: 'Como saber se o jogo está virando um problema?',
            answer:
              '<p>Alguns sinais de alerta: tentar recuperar perdas, gastar mais do que pode ou esconder dos outros quanto joga. Faça nosso teste de autoavaliação na página <a href="/static/responsible-gaming">Jogo responsável</a>.</p>',
          },
          {
            question: 'Onde posso buscar ajuda?',
            answer:
              '<p>Há ajuda gratuita e sigilosa em organizações como os Jogadores Anônimos e o CVV (ligue 188). Os contatos estão no rodapé de todas as páginas.</p>',
          },
        ],
      },
    },
  },
  {
    identity: 'technical',
    position: 6,
    icon: 'monitor-smartphone',
    translations: {
      en: {
        title: 'Technical',
        description: 'Devices, browsers, the app and troubleshooting.',
        items: [
          {
            question: 'Which devices and browsers are supported?',
            answer:
              '<p>Croupier runs in the latest two versions of Chrome, Safari, Firefox and Edge on desktop, and on iOS 16+ and Android 10+.</p>',
          },
          {
            question: 'Is there a Croupier app?',
            answer:
              '<p>You can install Croupier as a web app: in your mobile browser choose <strong>Add to Home Screen</strong>. It opens full screen and receives updates automatically.</p>',
          },
          {
            question: 'A game froze or disconnected. Is my bet lost?',
            answer:
              '<p>No. Game rounds are stored on the provider’s server; reopen the game to finish the round. If the result is not shown, contact support with the time and game name.</p>',
          },
          {
            question: 'The site is not loading properly. What can I do?',
            answer:
              '<p>Refresh the page, clear your browser cache, disable ad blockers for our site and check your connection. You can also check our <a href="/status">service status</a>.</p>',
          },
          {
            question: 'Why can I not open a game from my country?',
            answer:
              '<p>Some studios restrict their games in certain countries. Such games show a notice, and similar titles you can play are suggested.</p>',
          },
        ],
      },
      de: {
        title: 'Technik',
        description: 'Geräte, Browser, die App und Fehlerbehebung.',
        items: [
          {
            question: 'Welche Geräte und Browser werden unterstützt?',
            answer:
              '<p>Croupier läuft auf dem Desktop in den jeweils zwei neuesten Versionen von Chrome, Safari, Firefox und Edge sowie auf iOS 16+ und Android 10+.</p>',
          },
          {
            question: 'Gibt es eine Croupier-App?',
            answer:
              '<p>Du kannst Croupier als Web-App installieren: Wähle in deinem mobilen Browser <strong>Zum Home-Bildschirm</strong>. Die App öffnet im Vollbild und aktualisiert sich automatisch.</p>',
          },
          {
            question: 'Ein Spiel ist eingefroren. Ist mein Einsatz verloren?',
            answer:
              '<p>Nein. Spielrunden werden auf dem Server des Anbieters gespeichert; öffne das Spiel erneut, um die Runde abzuschließen. Wird kein Ergebnis angezeigt, melde dich mit Uhrzeit und Spielname beim Support.</p>',
          },
          {
            question: 'Die Seite lädt nicht richtig. Was kann ich tun?',
            answer:
              '<p>Lade die Seite neu, leere den Browser-Cache, deaktiviere Werbeblocker für unsere Seite und prüfe deine Verbindung. Außerdem kannst du unseren <a href="/status">Systemstatus</a> aufrufen.</p>',
          },
          {
            question: 'Warum kann ich ein Spiel in meinem Land nicht öffnen?',
            answer:
              '<p>Manche Anbieter beschränken ihre Spiele in bestimmten Ländern. Solche Spiele zeigen einen Hinweis, und wir schlagen dir ähnliche, verfügbare Titel vor.</p>',
          },
        ],
      },
      es: {
        title: 'Soporte técnico',
        description: 'Dispositivos, navegadores, la app y solución de problemas.',
        items: [
          {
            question: '¿Qué dispositivos y navegadores son compatibles?',
            answer:
              '<p>Croupier funciona en las dos últimas versiones de Chrome, Safari, Firefox y Edge en ordenador, y en iOS 16+ y Android 10+.</p>',
          },
          {
            question: '¿Hay una app de Croupier?',
            answer:
              '<p>Puedes instalar Croupier como aplicación web: en el navegador del móvil, elige <strong>Añadir a pantalla de inicio</strong>. Se abre a pantalla completa y se actualiza sola.</p>',
          },
          {
            question: 'Un juego se ha bloqueado. ¿He perdido mi apuesta?',
            answer:
              '<p>No. Las rondas se guardan en el servidor del proveedor; vuelve a abrir el juego para terminar la ronda. Si no ves el resultado, contacta con atención al cliente indicando la hora y el nombre del juego.</p>',
          },
          {
            question: 'La web no carga bien. ¿Qué puedo hacer?',
            answer:
              '<p>Recarga la página, borra la caché del navegador, desactiva los bloqueadores de anuncios en nuestra web y comprueba tu conexión. También puedes consultar el <a href="/status">estado del servicio</a>.</p>',
          },
          {
            question: '¿Por qué no puedo abrir un juego desde mi país?',
            answer:
              '<p>Algunos proveedores restringen sus juegos en determinados países. Esos juegos muestran un aviso y te sugerimos títulos similares disponibles.</p>',
          },
        ],
      },
      'pt-BR': {
        title: 'Suporte técnico',
        description: 'Dispositivos, navegadores, o app e solução de problemas.',
        items: [
          {
            question: 'Quais dispositivos e navegadores são compatíveis?',
            answer:
              '<p>A Croupier funciona nas duas versões mais recentes do Chrome, Safari, Firefox e Edge no computador, e no iOS 16+ e Android 10+.</p>',
          },
          {
            question: 'Existe um app da Croupier?',
            answer:
              '<p>Você pode instalar a Croupier como web app: no navegador do celular, toque em <strong>Adicionar à tela de início</strong>. Ele abre em tela cheia e se atualiza sozinho.</p>',
          },
          {
            question: 'Um jogo travou. Perdi minha aposta?',
            answer:
              '<p>Não. As rodadas ficam salvas no servidor do provedor; abra o jogo de novo para concluir a rodada. Se o resultado não aparecer, fale com o suporte informando o horário e o nome do jogo.</p>',
          },
          {
            question: 'O site não está carregando direito. O que faço?',
            answer:
              '<p>Atualize a página, limpe o cache do navegador, desative bloqueadores de anúncios para o nosso site e verifique sua conexão. Você também pode consultar o <a href="/status">status do serviço</a>.</p>',
          },
          {
            question: 'Por que não consigo abrir um jogo no meu país?',
            answer:
              '<p>Alguns provedores restringem seus jogos em determinados países. Esses jogos exibem um aviso e sugerimos títulos parecidos disponíveis para você.</p>',
          },
        ],
      },
    },
  },
];
